import { defineMessage, defineMessages } from 'react-intl';

export const supportMessages = {
  ...defineMessages({
    offers: { id: 'care.support.offers', defaultMessage: 'Support groups and classes' },
    offersIntro: {
      id: 'care.support.offersIntro',
      defaultMessage: 'Small groups, classes and coaching with your care team, online or in person.',
    },
    noSession: { id: 'care.support.noSession', defaultMessage: 'No session planned yet.' },
    typeGroup: { id: 'care.support.typeGroup', defaultMessage: 'Support group' },
    typeClass: { id: 'care.support.typeClass', defaultMessage: 'Class' },
    typeCoaching: { id: 'care.support.typeCoaching', defaultMessage: 'Coaching group' },
    typeNurseCall: { id: 'care.support.typeNurseCall', defaultMessage: 'Nurse call' },
    typeLactationVisit: { id: 'care.support.typeLactationVisit', defaultMessage: 'Lactation visit' },
    typeDoula: { id: 'care.support.typeDoula', defaultMessage: 'Doula visit' },
    presenters: { id: 'care.support.presenters', defaultMessage: 'With' },
    platform: { id: 'care.support.platform', defaultMessage: 'Where' },
    platformVideo: { id: 'care.support.platformVideo', defaultMessage: 'Video call' },
    platformPhone: { id: 'care.support.platformPhone', defaultMessage: 'Phone call' },
    platformInPerson: { id: 'care.support.platformInPerson', defaultMessage: 'In person' },
    when: { id: 'care.support.when', defaultMessage: 'When' },
    duration: { id: 'care.support.duration', defaultMessage: 'Duration' },
    spots: { id: 'care.support.spots', defaultMessage: 'Places' },
    joinVideo: { id: 'care.support.joinVideo', defaultMessage: 'Join the video' },
    videoLater: { id: 'care.support.videoLater', defaultMessage: 'The video link shows here once the session starts.' },
    reserve: { id: 'care.support.reserve', defaultMessage: 'Reserve a place' },
    reserveTitle: { id: 'care.support.reserveTitle', defaultMessage: 'Reserve your place' },
    reserved: { id: 'care.support.reserved', defaultMessage: 'You have a place in this session.' },
    reservedNotice: { id: 'care.support.reservedNotice', defaultMessage: 'Your place is reserved' },
    goldIncluded: {
      id: 'care.support.goldIncluded',
      defaultMessage: 'Included with your Gold membership: no credit is spent.',
    },
    cancel: { id: 'care.support.cancel', defaultMessage: 'Cancel my place' },
    cancelTitle: { id: 'care.support.cancelTitle', defaultMessage: 'Cancel your place' },
    cancelReason: { id: 'care.support.cancelReason', defaultMessage: 'Why are you cancelling?' },
    cancelPaidBack: {
      id: 'care.support.cancelPaidBack',
      defaultMessage: 'The credit you spent on this place comes back to you.',
    },
    cancelConfirm: { id: 'care.support.cancelConfirm', defaultMessage: 'Cancel my place' },
    cancelledNotice: { id: 'care.support.cancelledNotice', defaultMessage: 'Your place is cancelled' },
    keepPlace: { id: 'care.support.keepPlace', defaultMessage: 'Keep my place' },
    backToSession: { id: 'care.support.backToSession', defaultMessage: 'Back to the session' },
  }),
  credits: defineMessage<{ count: number }>({
    id: 'care.support.credits',
    defaultMessage: '{count, plural, =0 {You have no credits} one {You have # credit} other {You have # credits}}',
  }),
  price: defineMessage<{ count: number }>({
    id: 'care.support.price',
    defaultMessage: '{count, plural, =0 {Free} one {# credit a place} other {# credits a place}}',
  }),
  spotsLeft: defineMessage<{ count: number }>({
    id: 'care.support.spotsLeft',
    defaultMessage: '{count, plural, =0 {Full} one {# place left} other {# places left}}',
  }),
  minutes: defineMessage<{ count: number }>({
    id: 'care.support.minutes',
    defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
  }),
  timeZone: defineMessage<{ zone: string }>({ id: 'care.support.timeZone', defaultMessage: 'Time zone: {zone}' }),
  nextSession: defineMessage<{ date: string }>({ id: 'care.support.nextSession', defaultMessage: 'Next: {date}' }),
  seeSession: defineMessage<{ title: string }>({
    id: 'care.support.seeSession',
    defaultMessage: 'See the next session: {title}',
  }),
  sessionsCount: defineMessage<{ count: number }>({
    id: 'care.support.sessionsCount',
    defaultMessage: '{count, plural, one {# session coming} other {# sessions coming}}',
  }),
};
