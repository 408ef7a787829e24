// Article library answers as the server gives them (GET /article...), for tests and stories.
import type { Schema } from '@mat/api';

const drawing = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#7a3e6b"/></svg>')}`;

export const parentCategories: Schema<'ArticleCategory'>[] = [
  { id: 1, name: 'Pregnancy', slug: 'pregnancy', parent_id: null, image: null },
  { id: 2, name: 'Birth', slug: 'birth', parent_id: null, image: null },
  { id: 3, name: 'Postpartum', slug: 'postpartum', parent_id: null, image: null },
  { id: 4, name: 'Feeding', slug: 'feeding', parent_id: null, image: null },
  { id: 5, name: 'Your monitors', slug: 'monitors', parent_id: null, image: null },
];

export const pregnancySubCategories: Schema<'ArticleCategory'>[] = [
  { id: 11, name: 'First trimester', slug: 'first-trimester', parent_id: 1, image: null },
  { id: 12, name: 'Third trimester', slug: 'third-trimester', parent_id: 1, image: null },
];

const summary = (id: number, slug: string, title: string, language: 'en' | 'es' = 'en'): Schema<'ArticleSummary'> => ({
  id,
  slug,
  title,
  summary: `What to know about ${title.toLowerCase()}.`,
  image: drawing,
  language,
  reading_minutes: 3,
  featured: true,
  published_at: '2026-11-20T00:00:00Z',
  categories_list: [parentCategories[0]!, pregnancySubCategories[1]!],
});

export const kickArticle = summary(21, 'how-to-count-kicks', 'How to count kicks');
export const featuredArticles = [
  kickArticle,
  summary(22, 'your-third-trimester', 'Your third trimester'),
  summary(23, 'first-trimester-signs', 'First trimester signs'),
];
export const relatedArticles = [featuredArticles[1]!];

export const kickArticleFull: Schema<'Article'> = {
  ...kickArticle,
  body_html:
    '<p>From 28 weeks, count your baby&#39;s movements <strong>once a day</strong>.</p><h2>How</h2><ol><li>Lie on your side.</li><li>Count to 10.</li></ol>' +
    '<table><thead><tr><th scope="col">Weeks</th><th scope="col">When</th></tr></thead><tbody><tr><td>28</td><td>Daily</td></tr></tbody></table>' +
    '<p>Read <a href="/articles/your-third-trimester">your third trimester</a>.</p>',
  author: null,
  image_alt: 'A hand resting on a pregnant belly, counting.',
  sources: [{ name: 'ACOG', title: 'Fetal movement counting', url: 'https://www.acog.org/fetal-movement' }],
  reviewed_on: '2026-11-20',
};

export const kickArticleSpanish: Schema<'Article'> = {
  ...kickArticleFull,
  id: 121,
  slug: 'como-contar-las-patadas',
  title: 'Cómo contar las patadas',
  summary: 'Lo que debes saber sobre contar las patadas.',
  language: 'es',
  categories_list: [
    { id: 1, name: 'Embarazo', slug: 'embarazo', parent_id: null, image: null },
    { id: 12, name: 'Tercer trimestre', slug: 'tercer-trimestre', parent_id: 1, image: null },
  ],
  body_html: '<p>Desde la semana 28, cuenta los movimientos de tu bebé una vez al día.</p>',
  image_alt: 'Una mano sobre un vientre embarazado, contando.',
};

export const articlePage = (page: number, data = featuredArticles): Schema<'ArticlePage'> => ({
  data,
  page,
  has_more: page === 1,
});
