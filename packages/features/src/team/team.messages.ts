import { defineMessage, defineMessages } from 'react-intl';

export const teamMessages = {
  ...defineMessages({
    title: { id: 'team.title', defaultMessage: 'Your care team' },
    supportHours: {
      id: 'team.supportHours',
      defaultMessage:
        'Your nurses and care coordinators answer messages 7 days a week. Support hours are 9am to 5pm Pacific.',
    },
    intro: {
      id: 'team.intro',
      defaultMessage: 'Nurses, lactation consultants and care coordinators who answer your questions, 7 days a week.',
    },
    members: { id: 'team.members', defaultMessage: 'Team members' },
    noMembers: {
      id: 'team.noMembers',
      defaultMessage: 'No one has joined your care team yet. You can still ask a question.',
    },
    profileSpecialties: { id: 'team.profileSpecialties', defaultMessage: 'Specialties' },
    profileLanguages: { id: 'team.profileLanguages', defaultMessage: 'Languages' },
    close: { id: 'team.close', defaultMessage: 'Close' },
    conversations: { id: 'team.conversations', defaultMessage: 'Your conversations' },
    noConversations: { id: 'team.noConversations', defaultMessage: 'No conversations yet' },
    ask: { id: 'team.ask', defaultMessage: 'Ask a question' },
    unread: { id: 'team.unread', defaultMessage: 'New' },
    unreadLabel: { id: 'team.unreadLabel', defaultMessage: 'Unread conversation' },
    backToTeam: { id: 'team.backToTeam', defaultMessage: 'Back to your team' },
    messages: { id: 'team.messages', defaultMessage: 'Messages' },
    you: { id: 'team.you', defaultMessage: 'You' },
    markUnread: { id: 'team.markUnread', defaultMessage: 'Mark as unread' },
    markedUnread: { id: 'team.markedUnread', defaultMessage: 'Marked as unread' },
    reply: { id: 'team.reply', defaultMessage: 'Your message' },
    replyHelp: { id: 'team.replyHelp', defaultMessage: 'For an emergency, call 911 instead.' },
    send: { id: 'team.send', defaultMessage: 'Send' },
    sent: { id: 'team.sent', defaultMessage: 'Message sent' },
    attach: { id: 'team.attach', defaultMessage: 'Attach a photo or PDF' },
    roleAssistant: { id: 'team.roleAssistant', defaultMessage: 'Care assistant' },
    rolePractitioner: { id: 'team.rolePractitioner', defaultMessage: 'Care provider' },
    roleCoach: { id: 'team.roleCoach', defaultMessage: 'Coach' },
    roleCareCoordinator: { id: 'team.roleCareCoordinator', defaultMessage: 'Care coordinator' },
    rolePresenter: { id: 'team.rolePresenter', defaultMessage: 'Presenter' },
    rolePhysician: { id: 'team.rolePhysician', defaultMessage: 'Physician' },
    rolePatient: { id: 'team.rolePatient', defaultMessage: 'Patient' },
    askTitle: { id: 'team.askTitle', defaultMessage: 'Ask your care team' },
    askIntro: {
      id: 'team.askIntro',
      defaultMessage: 'A nurse or coach replies within 12 hours, 7 days a week. For an emergency, call 911.',
    },
    category: { id: 'team.category', defaultMessage: 'What is it about?' },
    recipient: { id: 'team.recipient', defaultMessage: 'Who should answer?' },
    question: { id: 'team.question', defaultMessage: 'Your question' },
    askSend: { id: 'team.askSend', defaultMessage: 'Send my question' },
    noRecipients: {
      id: 'team.noRecipients',
      defaultMessage:
        'There is no one to write to yet. Join a care team or become a Gold member to message Matrona’s care team.',
    },
    paywallTitle: { id: 'team.paywallTitle', defaultMessage: 'Keep talking with your care team' },
    paywallBody: {
      id: 'team.paywallBody',
      defaultMessage: 'Gold members message their care team without limit, and get nurse calls, groups and classes.',
    },
    paywallGold: { id: 'team.paywallGold', defaultMessage: 'See Gold membership' },
    paywallLater: { id: 'team.paywallLater', defaultMessage: 'Not now' },
  }),
  viewProfile: defineMessage<{ name: string }>({ id: 'team.viewProfile', defaultMessage: 'See profile: {name}' }),
  lastMessageOn: defineMessage<{ date: string }>({ id: 'team.lastMessageOn', defaultMessage: 'Last message {date}' }),
  openConversation: defineMessage<{ name: string }>({ id: 'team.openConversation', defaultMessage: 'Open: {name}' }),
  responsesLeft: defineMessage<{ count: number }>({
    id: 'team.responsesLeft',
    defaultMessage: '{count, plural, one {# message left in this question} other {# messages left in this question}}',
  }),
  tooManyFiles: defineMessage<{ max: number }>({
    id: 'team.tooManyFiles',
    defaultMessage: 'You can attach up to {max} files.',
  }),
};
