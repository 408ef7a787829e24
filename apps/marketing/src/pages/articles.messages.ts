import { defineMessage, defineMessages } from 'react-intl';

/** /articles and /articles/{slug} (spec 2; the articles themselves live in content/articles). */
export const articleMessages = {
  ...defineMessages({
    title: { id: 'marketing.articles.title', defaultMessage: 'Articles' },
    description: {
      id: 'marketing.articles.description',
      defaultMessage: "Articles on pregnancy, birth, feeding and the year after, written for Matrona and reviewed by its care team.",
    },
    sources: { id: 'marketing.articles.sources', defaultMessage: 'Sources' },
    related: { id: 'marketing.articles.related', defaultMessage: 'Related articles' },
    openInApp: { id: 'marketing.articles.openInApp', defaultMessage: 'Open it in Matrona' },
    allArticles: { id: 'marketing.articles.allArticles', defaultMessage: 'All articles' },
  }),
  readingTime: defineMessage<{ minutes: number }>({ id: 'marketing.articles.readingTime', defaultMessage: '{minutes, plural, one {# minute read} other {# minutes read}}' }),
  reviewed: defineMessage<{ date: string }>({ id: 'marketing.articles.reviewed', defaultMessage: 'Reviewed on {date}' }),
};
