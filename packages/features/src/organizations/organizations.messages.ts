import { defineMessage, defineMessages } from 'react-intl';

export const organizationMessages = {
  ...defineMessages({
    searchTitle: { id: 'organizations.search.title', defaultMessage: 'Find organizations' },
    searchIntro: {
      id: 'organizations.search.intro',
      defaultMessage: 'Clinics, doulas, health plans and community groups that can join your care team.',
    },
    searchWords: { id: 'organizations.search.words', defaultMessage: 'Name' },
    state: { id: 'organizations.search.state', defaultMessage: 'State' },
    language: { id: 'organizations.search.language', defaultMessage: 'Language spoken' },
    results: { id: 'organizations.search.results', defaultMessage: 'Results' },
    noResults: {
      id: 'organizations.search.noResults',
      defaultMessage: 'No organization matches these filters. Try fewer filters.',
    },
    statusPending: { id: 'organizations.status.pending', defaultMessage: 'Waiting for the organization to confirm' },
    statusActive: { id: 'organizations.status.active', defaultMessage: 'On your care team' },
    statusArchived: { id: 'organizations.status.archived', defaultMessage: 'Archived' },
    statusDeclined: { id: 'organizations.status.declined', defaultMessage: 'Declined by the organization' },
    type7: { id: 'organizations.type.community', defaultMessage: 'Community' },
    type8: { id: 'organizations.type.payer', defaultMessage: 'Health plan' },
    type9: { id: 'organizations.type.healthSystem', defaultMessage: 'Health system' },
    type10: { id: 'organizations.type.hospital', defaultMessage: 'Hospital' },
    type11: { id: 'organizations.type.nonmedical', defaultMessage: 'Nonmedical services' },
    type12: { id: 'organizations.type.outpatient', defaultMessage: 'Outpatient clinic' },
    type13: { id: 'organizations.type.practice', defaultMessage: 'Private medical practice' },
    type14: { id: 'organizations.type.brand', defaultMessage: 'Product or brand' },
    type15: { id: 'organizations.type.nonprofit', defaultMessage: 'Nonprofit advocacy group' },
    practitioners: { id: 'organizations.page.practitioners', defaultMessage: 'Practitioners' },
    noPractitioners: {
      id: 'organizations.page.noPractitioners',
      defaultMessage: 'This organization lists no practitioners yet.',
    },
    offers: { id: 'organizations.page.offers', defaultMessage: 'Visits offered' },
    contact: { id: 'organizations.page.contact', defaultMessage: 'Contact' },
    connect: { id: 'organizations.page.connect', defaultMessage: 'Add to my care team' },
    signInToConnect: { id: 'organizations.page.signIn', defaultMessage: 'Sign in to add it to your care team' },
    notFound: { id: 'organizations.page.notFound', defaultMessage: 'This organization page does not exist.' },
    teamTitle: { id: 'organizations.team.title', defaultMessage: 'Your organizations' },
    teamIntro: {
      id: 'organizations.team.intro',
      defaultMessage: 'The organizations on your care team, the requests they have not answered yet, and referrals.',
    },
    findMore: { id: 'organizations.team.findMore', defaultMessage: 'Find organizations' },
    active: { id: 'organizations.team.active', defaultMessage: 'On your care team' },
    archived: { id: 'organizations.team.archived', defaultMessage: 'Archived' },
    pending: { id: 'organizations.team.pending', defaultMessage: 'Waiting for confirmation' },
    declined: { id: 'organizations.team.declined', defaultMessage: 'Declined' },
    none: { id: 'organizations.team.none', defaultMessage: 'None' },
    access: { id: 'organizations.team.access', defaultMessage: 'Can view and update your medical profile' },
    noAccess: { id: 'organizations.team.noAccess', defaultMessage: 'Cannot see your medical profile' },
    cancel: { id: 'organizations.cancel', defaultMessage: 'Cancel' },
    referrals: { id: 'organizations.referrals.title', defaultMessage: 'Referrals' },
    ignoreTitle: { id: 'organizations.referrals.ignoreTitle', defaultMessage: 'Ignore this referral for good?' },
    ignoreBody: {
      id: 'organizations.referrals.ignoreBody',
      defaultMessage: 'An ignored referral cannot be accepted later.',
    },
    inviteAccept: { id: 'organizations.invite.accept', defaultMessage: 'Accept' },
    inviteDecline: { id: 'organizations.invite.decline', defaultMessage: 'Decline' },
    inviteLater: { id: 'organizations.invite.later', defaultMessage: 'Maybe later' },
    back: { id: 'organizations.back', defaultMessage: 'Back' },
    filters: { id: 'organizations.search.filters', defaultMessage: 'Filters' },
    filterAppointmentTypes: { id: 'organizations.search.appointmentTypes', defaultMessage: 'Visit types' },
    filterSupportGroupsClasses: {
      id: 'organizations.search.supportGroupsClasses',
      defaultMessage: 'Support groups and classes',
    },
    filterSpecialties: { id: 'organizations.search.specialties', defaultMessage: 'Specialties' },
    filterExpertise: { id: 'organizations.search.expertise', defaultMessage: 'Expertise' },
    filterCities: { id: 'organizations.search.cities', defaultMessage: 'City' },
    filterSizeOfTeam: { id: 'organizations.search.sizeOfTeam', defaultMessage: 'Team size' },
    filterDegrees: { id: 'organizations.search.degrees', defaultMessage: 'Degrees and certifications' },
    seeOrganizations: { id: 'organizations.seeOrganizations', defaultMessage: 'See your organizations' },
    addByHand: { id: 'organizations.search.addByHand', defaultMessage: 'Not listed? Add a provider yourself' },
    addTitle: { id: 'organizations.add.title', defaultMessage: 'Add a provider' },
    addIntro: {
      id: 'organizations.add.intro',
      defaultMessage:
        'Keep a provider who is not in the directory with your care team, such as your own doula or midwife.',
    },
    addName: { id: 'organizations.add.name', defaultMessage: 'Name' },
    addPhone: { id: 'organizations.add.phone', defaultMessage: 'Phone (optional)' },
    addWebsite: { id: 'organizations.add.website', defaultMessage: 'Website (optional)' },
    addNote: { id: 'organizations.add.note', defaultMessage: 'Note (optional)' },
    addSave: { id: 'organizations.add.save', defaultMessage: 'Add provider' },
    followTitle: { id: 'organizations.follow.title', defaultMessage: 'Join an organization' },
    followUnknown: {
      id: 'organizations.follow.unknown',
      defaultMessage: 'This link does not lead to an organization. Check it with whoever sent it to you.',
    },
    followVisitor: {
      id: 'organizations.follow.visitor',
      defaultMessage:
        'An organization shared this link so you can add it to your care team. Create an account with it, or sign in if you have one.',
    },
    followRegister: { id: 'organizations.follow.register', defaultMessage: 'Create an account' },
    followSignIn: { id: 'organizations.follow.signIn', defaultMessage: 'I already have an account' },
  }),
  place: defineMessage<{ city: string; state: string }>({
    id: 'organizations.place',
    defaultMessage: '{city}, {state}',
  }),
  languages: defineMessage<{ languages: string }>({
    id: 'organizations.languages',
    defaultMessage: 'Speaks {languages}',
  }),
  open: defineMessage<{ name: string }>({ id: 'organizations.open', defaultMessage: 'About {name}' }),
  website: defineMessage<{ name: string }>({ id: 'organizations.page.website', defaultMessage: 'Website of {name}' }),
  connectAccess: defineMessage<{ name: string }>({
    id: 'organizations.page.connectAccess',
    defaultMessage:
      'Adding {name} lets it view and update your medical profile. You can take this access back at any time.',
  }),
  connected: defineMessage<{ name: string }>({
    id: 'organizations.page.connected',
    defaultMessage: 'Request sent. {name} will confirm it.',
  }),
  revoke: defineMessage<{ name: string }>({
    id: 'organizations.team.revoke',
    defaultMessage: 'Take back access: {name}',
  }),
  revoked: defineMessage<{ name: string }>({
    id: 'organizations.team.revoked',
    defaultMessage: '{name} can no longer see your medical profile.',
  }),
  archive: defineMessage<{ name: string }>({ id: 'organizations.team.archive', defaultMessage: 'Archive {name}' }),
  unarchive: defineMessage<{ name: string }>({
    id: 'organizations.team.unarchive',
    defaultMessage: 'Unarchive {name}',
  }),
  remove: defineMessage<{ name: string }>({ id: 'organizations.team.remove', defaultMessage: 'Remove {name}' }),
  removeTitle: defineMessage<{ name: string }>({
    id: 'organizations.team.removeTitle',
    defaultMessage: 'Remove {name}?',
  }),
  removeBody: defineMessage<{ name: string }>({
    id: 'organizations.team.removeBody',
    defaultMessage: '{name} leaves your care team and loses access to your medical profile.',
  }),
  referredBy: defineMessage<{ name: string }>({
    id: 'organizations.referrals.by',
    defaultMessage: 'Referred by {name}',
  }),
  accept: defineMessage<{ name: string }>({
    id: 'organizations.referrals.accept',
    defaultMessage: 'Accept referral to {name}',
  }),
  decline: defineMessage<{ name: string }>({
    id: 'organizations.referrals.decline',
    defaultMessage: 'Decline referral to {name}',
  }),
  ignore: defineMessage<{ name: string }>({
    id: 'organizations.referrals.ignore',
    defaultMessage: 'Ignore referral to {name}',
  }),
  filterTitle: defineMessage<{ name: string; count: number }>({
    id: 'organizations.search.filterTitle',
    defaultMessage: '{count, plural, =0 {{name}} one {{name}, # chosen} other {{name}, # chosen}}',
  }),
  clearFilters: defineMessage<{ count: number }>({
    id: 'organizations.search.clear',
    defaultMessage: '{count, plural, one {Clear filters (# chosen)} other {Clear filters (# chosen)}}',
  }),
  members: defineMessage<{ count: number }>({
    id: 'organizations.page.members',
    defaultMessage: '{count, plural, =0 {Practitioners} one {# practitioner} other {# practitioners}}',
  }),
  membersOf: defineMessage<{ name: string }>({
    id: 'organizations.page.membersOf',
    defaultMessage: 'Practitioners of {name}',
  }),
  connectTitle: defineMessage<{ name: string }>({
    id: 'organizations.connect.title',
    defaultMessage: 'Add {name} to your care team',
  }),
  connectPending: defineMessage<{ name: string }>({
    id: 'organizations.connect.pending',
    defaultMessage: 'Your request stays pending until {name} confirms it.',
  }),
  connectConfirm: defineMessage<{ name: string }>({
    id: 'organizations.connect.confirm',
    defaultMessage: 'Add {name} and share my profile',
  }),
  inviteTitle: defineMessage<{ name: string }>({
    id: 'organizations.invite.title',
    defaultMessage: '{name} invites you',
  }),
  inviteBody: defineMessage<{ name: string }>({
    id: 'organizations.invite.body',
    defaultMessage: '{name} would like to join your care team.',
  }),
};
