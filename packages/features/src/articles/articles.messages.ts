import { defineMessage, defineMessages } from 'react-intl';

export const articleMessages = {
  ...defineMessages({
    listTitle: { id: 'articles.list.title', defaultMessage: 'Articles' },
    listIntro: {
      id: 'articles.list.intro',
      defaultMessage: 'Reviewed reading for pregnancy, birth and the first year.',
    },
    featured: { id: 'articles.list.featured', defaultMessage: 'Featured' },
    explore: { id: 'articles.list.explore', defaultMessage: 'Explore topics' },
    allArticles: { id: 'articles.list.all', defaultMessage: 'All articles' },
    subCategories: { id: 'articles.category.subCategories', defaultMessage: 'In this topic' },
    noArticles: { id: 'articles.category.empty', defaultMessage: 'No articles here yet. Browse all articles instead.' },
    categoryNotFound: {
      id: 'articles.category.notFound',
      defaultMessage: 'This topic does not exist. Browse all articles instead.',
    },
    articleNotFound: {
      id: 'articles.article.notFound',
      defaultMessage: 'This article does not exist or was taken down. Browse all articles instead.',
    },
    sources: { id: 'articles.sources', defaultMessage: 'Sources' },
    related: { id: 'articles.related', defaultMessage: 'Related articles' },
    // A language's own name, shown in that language: the reader who needs the link can read it.
    readInSpanish: { id: 'articles.readIn.es', defaultMessage: 'Español' },
    readInEnglish: { id: 'articles.readIn.en', defaultMessage: 'English' },
    monitorArticles: { id: 'articles.monitor.title', defaultMessage: 'Learn more' },
    emergency: {
      id: 'articles.emergency',
      defaultMessage:
        'This article is for learning, not for emergencies. If you think you or your baby need urgent care, call 911 or go to the nearest emergency room.',
    },
  }),
  readingTime: defineMessage<{ minutes: number }>({
    id: 'articles.readingTime',
    defaultMessage: '{minutes, plural, one {# min read} other {# min read}}',
  }),
  reviewed: defineMessage<{ date: string }>({ id: 'articles.reviewed', defaultMessage: 'Reviewed on {date}' }),
};
