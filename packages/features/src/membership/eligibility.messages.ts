import { defineMessage, defineMessages } from 'react-intl';

export const eligibilityMessages = defineMessages({
  title: { id: 'membership.eligibility.title', defaultMessage: 'Check your eligibility' },
  intro: {
    id: 'membership.eligibility.intro',
    defaultMessage:
      'Some health plans cover Matrona for their members, through 12 months after birth in select areas. Answer three short steps to see if yours does.',
  },
  aboutYou: { id: 'membership.eligibility.aboutYou', defaultMessage: 'About you' },
  healthPlan: { id: 'membership.eligibility.healthPlan', defaultMessage: 'Your health plan' },
  stage: { id: 'membership.eligibility.stage', defaultMessage: 'Your pregnancy or baby' },
  firstName: { id: 'membership.eligibility.firstName', defaultMessage: 'First name' },
  lastName: { id: 'membership.eligibility.lastName', defaultMessage: 'Last name' },
  birthday: { id: 'membership.eligibility.birthday', defaultMessage: 'Your date of birth' },
  zip: { id: 'membership.eligibility.zip', defaultMessage: 'ZIP code' },
  insurer: { id: 'membership.eligibility.insurer', defaultMessage: 'Health plan (insurer)' },
  insurerHint: { id: 'membership.eligibility.insurerHint', defaultMessage: 'As written on your insurance card.' },
  memberId: { id: 'membership.eligibility.memberId', defaultMessage: 'Member ID' },
  groupNumber: { id: 'membership.eligibility.groupNumber', defaultMessage: 'Group number (optional)' },
  stageLabel: {
    id: 'membership.eligibility.stageLabel',
    defaultMessage: 'Are you expecting, or is your baby already here?',
  },
  expecting: { id: 'membership.eligibility.expecting', defaultMessage: 'I am expecting a baby' },
  newBaby: { id: 'membership.eligibility.newBaby', defaultMessage: 'I have a new baby' },
  knownDate: { id: 'membership.eligibility.knownDate', defaultMessage: 'Which date do you know?' },
  dueDateOption: { id: 'membership.eligibility.dueDateOption', defaultMessage: 'My due date' },
  lastPeriodOption: {
    id: 'membership.eligibility.lastPeriodOption',
    defaultMessage: 'The first day of my last period',
  },
  dueDate: { id: 'membership.eligibility.dueDate', defaultMessage: 'Due date' },
  lastPeriod: { id: 'membership.eligibility.lastPeriod', defaultMessage: 'First day of your last menstrual period' },
  babyBirth: { id: 'membership.eligibility.babyBirth', defaultMessage: "Your baby's date of birth" },
  back: { id: 'membership.eligibility.back', defaultMessage: 'Back' },
  next: { id: 'membership.eligibility.next', defaultMessage: 'Continue' },
  check: { id: 'membership.eligibility.check', defaultMessage: 'Check my eligibility' },
  wrapUp: { id: 'membership.eligibility.wrapUp', defaultMessage: 'Your eligibility wrap-up' },
  kept: { id: 'membership.eligibility.kept', defaultMessage: 'This answer is kept on this device for 60 minutes.' },
  joinCovered: { id: 'membership.eligibility.joinCovered', defaultMessage: 'Join with my health plan' },
  joined: {
    id: 'membership.eligibility.joined',
    defaultMessage: 'You are a Matrona Gold member, covered by your health plan.',
  },
  createAccount: { id: 'membership.eligibility.createAccount', defaultMessage: 'Create your account to join' },
  haveAccount: { id: 'membership.eligibility.haveAccount', defaultMessage: 'I already have an account' },
  visitorNext: {
    id: 'membership.eligibility.visitorNext',
    defaultMessage:
      'Create your account or sign in, then come back here within the hour to join with your health plan.',
  },
  joinGold: { id: 'membership.eligibility.joinGold', defaultMessage: 'Join Gold month to month' },
  checkAgain: { id: 'membership.eligibility.checkAgain', defaultMessage: 'Check again' },
  offerTitle: { id: 'membership.eligibility.offerTitle', defaultMessage: 'Covered by your health plan?' },
  offerCheck: { id: 'membership.eligibility.offerCheck', defaultMessage: 'Check your eligibility' },
});

/** The wrap-up's sentences, with the values each one needs. */
export const outcomeMessages = {
  coveredAtNoCost: defineMessage<{ insurer: string; months: number }>({
    id: 'membership.eligibility.coveredAtNoCost',
    defaultMessage:
      '{insurer} covers your Matrona membership at no cost to you for {months, plural, one {# month} other {# months}}.',
  }),
  coveredByProvider: defineMessage<{ provider: string; months: number }>({
    id: 'membership.eligibility.coveredByProvider',
    defaultMessage:
      '{provider} covers your Matrona membership through its wrap-up care for {months, plural, one {# month} other {# months}}.',
  }),
  postpartumOnly: defineMessage<{ insurer: string; months: number }>({
    id: 'membership.eligibility.postpartumOnly',
    defaultMessage:
      '{insurer} covers your Matrona membership after your baby is born, for up to {months, plural, one {# month} other {# months}} postpartum.',
  }),
  outOfNetwork: defineMessage<{ insurer: string; months: number }>({
    id: 'membership.eligibility.outOfNetwork',
    defaultMessage:
      'Matrona is out of network for {insurer} where you live. You can still join Gold out of pocket, month to month, for up to {months, plural, one {# month} other {# months}}.',
  }),
  groupShown: defineMessage<{ group: string }>({
    id: 'membership.eligibility.groupShown',
    defaultMessage: 'Group number: {group}',
  }),
};
