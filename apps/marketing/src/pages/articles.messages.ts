import { defineMessage, defineMessages } from 'react-intl';

/** /articles, /articles/category/{slug}, /articles/sub-category/{slug} and /articles/{slug} (spec 2; the articles themselves live in content/articles). */
export const articleMessages = {
  ...defineMessages({
    title: { id: 'marketing.articles.title', defaultMessage: 'Articles' },
    description: {
      id: 'marketing.articles.description',
      defaultMessage:
        'Articles on pregnancy, birth, feeding and the year after, written for Matrona and reviewed by its care team.',
    },
    sources: { id: 'marketing.articles.sources', defaultMessage: 'Sources' },
    related: { id: 'marketing.articles.related', defaultMessage: 'Related articles' },
    openInApp: { id: 'marketing.articles.openInApp', defaultMessage: 'Open it in Matrona' },
    allArticles: { id: 'marketing.articles.allArticles', defaultMessage: 'All articles' },
    /** Before an article's category links: the app calls categories topics. */
    topic: { id: 'marketing.articles.topic', defaultMessage: 'Topic:' },
  }),
  categoryDescription: defineMessage<{ topic: string; count: number }>({
    id: 'marketing.articles.categoryDescription',
    defaultMessage:
      '{topic}: {count, plural, one {# article} other {# articles}} written for Matrona in plain language and reviewed by its care team.',
  }),
  moreOn: defineMessage<{ topic: string }>({ id: 'marketing.articles.moreOn', defaultMessage: 'More on {topic}' }),
  readingTime: defineMessage<{ minutes: number }>({
    id: 'marketing.articles.readingTime',
    defaultMessage: '{minutes, plural, one {# minute read} other {# minutes read}}',
  }),
  reviewed: defineMessage<{ date: string }>({
    id: 'marketing.articles.reviewed',
    defaultMessage: 'Reviewed on {date}',
  }),
};
