import { defineMessage, defineMessages } from 'react-intl';

/** /press and /press/announcement/{id} (spec 2; the items themselves live in content/press). */
export const pressMessages = {
  ...defineMessages({
    title: { id: 'marketing.press.title', defaultMessage: 'Press' },
    description: {
      id: 'marketing.press.description',
      defaultMessage: "News from Matrona: our announcements, and where Matrona's care has been in the news.",
    },
    announcements: { id: 'marketing.press.announcements', defaultMessage: 'Announcements' },
    inTheNews: { id: 'marketing.press.inTheNews', defaultMessage: 'In the news' },
    openInApp: { id: 'marketing.press.openInApp', defaultMessage: 'Open it in Matrona' },
    allNews: { id: 'marketing.press.allNews', defaultMessage: 'All news' },
  }),
  published: defineMessage<{ date: string }>({
    id: 'marketing.press.published',
    defaultMessage: 'Published on {date}',
  }),
  outlet: defineMessage<{ outlet: string; date: string }>({
    id: 'marketing.press.outlet',
    defaultMessage: '{outlet}, {date}',
  }),
};
