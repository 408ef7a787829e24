import { defineMessage, defineMessages } from 'react-intl';

export const weekCardMessages = {
  ...defineMessages({
    babyThisWeek: { id: 'today.week.babyThisWeek', defaultMessage: 'Your baby this week' },
    howYouMayFeel: { id: 'today.week.howYouMayFeel', defaultMessage: 'How you may feel' },
    forYou: { id: 'today.week.forYou', defaultMessage: 'For you' },
    oneThingToDo: { id: 'today.week.oneThingToDo', defaultMessage: 'One thing to do this week' },
    sources: { id: 'today.week.sources', defaultMessage: 'Sources' },
    details: { id: 'today.week.details', defaultMessage: 'This week in detail' },
  }),
  size: defineMessage<{ size: string }>({ id: 'today.week.size', defaultMessage: 'About the size of {size}' }),
  babyTitle: defineMessage<{ week: number; name: string }>({
    id: 'today.week.babyTitle',
    defaultMessage: "Week {week} of {name}'s life",
  }),
  namedBabyThisWeek: defineMessage<{ name: string }>({
    id: 'today.week.namedBabyThisWeek',
    defaultMessage: '{name} this week',
  }),
};
