// The site, rendered to HTML at build time (scripts/prerender.mjs). Every page exists in
// English at its path and in Spanish with a trailing /es. The press pages come from content/press,
// which the prerender reads with @mat/content (bundled here, so the build needs no other step).
import { markdownToText } from '@mat/content';
import type { Language } from '@mat/domain';
import { UiProvider, uiMessages } from '@mat/ui';
import type { ContentCategory } from '@mat/content';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, createIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { CapacityPage } from './pages/CapacityPage';
import { ArticlePage, ArticlesPage, articlePath, illustrationPath, type SiteLibrary } from './pages/ArticlePage';
import { articleMessages } from './pages/articles.messages';
import { CategoryPage, categoryArticles, categoryPath } from './pages/CategoryPage';
import { AnnouncementPage } from './pages/AnnouncementPage';
import { FaqPage } from './pages/FaqPage';
import { GiftPage } from './pages/GiftPage';
import { HealthPlansPage } from './pages/HealthPlansPage';
import { giftMessages, healthPlanMessages } from './pages/more.pages.messages';
import { FilterPage } from './pages/FilterPage';
import { careTeamFilters, filterMessages, filterPath, filterTitles } from './careTeam';
import { LegalPage } from './pages/LegalPage';
import { aboutMessages, capacityMessages, careersMessages, faqEntries, faqMessages } from './pages/more.messages';
import { privacyMessages, termsMessages } from './pages/legal.messages';
import { PressPage } from './pages/PressPage';
import { announcementPath, type Press } from './pages/press';
import { pressMessages } from './pages/press.messages';
import { ProgramPage } from './pages/ProgramPage';
import { Welcome } from './pages/Welcome';
import { programDescription, programs, programTitle } from './programs';
import { siteMessages } from './site.messages';
import { Site } from './Site';
import { openGraph, structuredData, type ArticleInput, type NewsArticleInput } from './structuredData';
import { localizedPath } from './url';

export { localizedPath };
export { siteRedirects, redirectsFile } from './redirects';
export { pageProblems } from './checks';
export { readLibrary } from '@mat/content';
export const languages = ['en', 'es'] as const satisfies readonly Language[];
// US Spanish: money as $1,000, not 1000 US$.
const intlLocales: Record<Language, string> = { en: 'en-US', es: 'es-US' };
const catalogues: Record<Language, Record<string, string>> = {
  en: { ...uiMessages.en, ...en },
  es: { ...uiMessages.es, ...es },
};

/** A page's words: a message of the catalogues, or text the content library gives per language (worded with the page's intl if need be). */
type Words = MessageDescriptor | ((language: Language, intl: IntlShape) => string);

/** A step of a page's breadcrumbs: its English path (and its paths when they differ by more than /es) and its name. */
type Crumb = { path: string; paths?: Record<Language, string>; title: Words };

export type Page = {
  path: string;
  title: Words;
  description: Words;
  body: (language: Language, appOrigin: string) => ReactNode;
  /** schema.org data beyond the Organization (and the BreadcrumbList) every page carries. */
  data?: 'faq';
  /** The pages above this one in the breadcrumbs, between Welcome and it, the highest first. */
  parents?: Crumb[];
  /** A press announcement: an Open Graph article with NewsArticle data. */
  news?: { publishedOn: string };
  /** A library article: an Open Graph article with Article data (its drawing as the image). */
  article?: { reviewedOn: string; image: string };
  /** The page's address per language when they differ by more than /es (an article's slugs). */
  paths?: Record<Language, string>;
};

/** A page's address in a language. */
export const pagePath = (page: Pick<Page, 'path' | 'paths'>, language: Language) =>
  page.paths?.[language] ?? localizedPath(page.path, language);

export const pages: Page[] = [
  {
    path: '/',
    title: siteMessages.welcomeTitle,
    description: siteMessages.welcomeIntro,
    body: (language) => <Welcome language={language} />,
  },
  ...programs.map((program) => ({
    path: `/${program.slug}`,
    title: programTitle(program),
    description: programDescription(program),
    body: (language: Language, appOrigin: string) => (
      <ProgramPage program={program} language={language} appOrigin={appOrigin} />
    ),
  })),
  {
    path: '/terms',
    title: termsMessages.title,
    description: termsMessages.adults,
    body: () => <LegalPage messages={termsMessages} />,
  },
  {
    path: '/privacy',
    title: privacyMessages.title,
    description: privacyMessages.careTeam,
    body: () => <LegalPage messages={privacyMessages} />,
  },
  {
    path: '/about',
    title: aboutMessages.title,
    description: aboutMessages.who,
    body: () => <LegalPage messages={aboutMessages} />,
  },
  { path: '/faq', title: faqMessages.title, description: faqMessages.costA, body: () => <FaqPage />, data: 'faq' },
  {
    path: '/careers',
    title: careersMessages.title,
    description: careersMessages.intro,
    body: () => <LegalPage messages={careersMessages} />,
  },
  {
    path: '/health-plans',
    title: healthPlanMessages.title,
    description: healthPlanMessages.intro,
    body: (_language, appOrigin) => <HealthPlansPage appOrigin={appOrigin} />,
  },
  {
    path: '/gifts',
    title: giftMessages.title,
    description: giftMessages.intro,
    body: (_language, appOrigin) => <GiftPage appOrigin={appOrigin} />,
  },
  { path: '/bsc', title: capacityMessages.title, description: capacityMessages.body, body: () => <CapacityPage /> },
  ...careTeamFilters.map(
    (filter): Page => ({
      path: filterPath(filter),
      title: filterTitles[filter.id],
      description: (_language, intl) =>
        intl.formatMessage(filterMessages.description, { role: intl.formatMessage(filterTitles[filter.id]) }),
      body: (language, appOrigin) => <FilterPage filter={filter} language={language} appOrigin={appOrigin} />,
    }),
  ),
];

/** The press pages: /press and one page per announcement (its id is its folder's name). */
export function pressPages(press: Press): Page[] {
  const list: Page = {
    path: '/press',
    title: pressMessages.title,
    description: pressMessages.description,
    body: (language, appOrigin) => <PressPage press={press} language={language} appOrigin={appOrigin} />,
  };
  const announcements = press.announcements.map(
    (announcement): Page => ({
      path: announcementPath(announcement.key),
      title: (language) => announcement.title[language],
      // The first paragraph, as words: what a search result or a link preview shows.
      description: (language) => markdownToText(announcement.body[language]).split('\n\n')[0]!,
      body: (language, appOrigin) => (
        <AnnouncementPage announcement={announcement} language={language} appOrigin={appOrigin} />
      ),
      parents: [{ path: '/press', title: pressMessages.title }],
      news: { publishedOn: announcement.publishedOn },
    }),
  );
  return [list, ...announcements];
}

/**
 * The article pages: /articles, each category (parents at /articles/category/{slug}, sub
 * categories at /articles/sub-category/{slug}, each language at its own slug), then each article
 * with its English and Spanish slugs.
 */
export function articlePages(library: SiteLibrary): Page[] {
  const front: Page = {
    path: '/articles',
    title: articleMessages.title,
    description: articleMessages.description,
    body: (language) => <ArticlesPage library={library} language={language} />,
  };
  const toArticles: Crumb = { path: '/articles', title: articleMessages.title };
  const crumbOf = (category: ContentCategory): Crumb => ({
    path: categoryPath(category, 'en'),
    paths: { en: categoryPath(category, 'en'), es: categoryPath(category, 'es') },
    title: (language) => category.names[language].name,
  });
  const parentsOf = (category: ContentCategory | undefined): Crumb[] => {
    if (!category) return [];
    const parent = library.categories.find((c) => c.key === category.parentKey);
    return [...(parent ? [crumbOf(parent)] : []), crumbOf(category)];
  };
  // A category with no article in either language has no page (and no link leads to it).
  const categories = library.categories
    .filter((category) => languages.some((language) => categoryArticles(library, category, language).length > 0))
    .map(
      (category): Page => ({
        ...crumbOf(category),
        description: (language, intl) =>
          intl.formatMessage(articleMessages.categoryDescription, {
            topic: category.names[language].name,
            count: categoryArticles(library, category, language).length,
          }),
        body: (language) => <CategoryPage library={library} category={category} language={language} />,
        parents: [toArticles, ...parentsOf(category).slice(0, -1)],
      }),
    );
  const keys = [...new Set(library.articles.map((a) => a.key))];
  const articles = keys.flatMap((key): Page[] => {
    const en = library.articles.find((a) => a.key === key && a.language === 'en');
    const es = library.articles.find((a) => a.key === key && a.language === 'es');
    if (!en || !es) return [];
    const of = { en, es } as const;
    return [
      {
        path: articlePath(en),
        paths: { en: articlePath(en), es: articlePath(es) },
        title: (language) => of[language].title,
        description: (language) => of[language].summary,
        body: (language, appOrigin) => <ArticlePage library={library} article={of[language]} appOrigin={appOrigin} />,
        parents: [toArticles, ...parentsOf(library.categories.find((c) => c.key === en.categoryKey))],
        article: { reviewedOn: en.reviewedOn, image: illustrationPath(en.image) },
      },
    ];
  });
  return [front, ...categories, ...articles];
}

/** Every page of the site: the fixed pages, the press pages and the article pages of the library. */
export function sitePages(press: Press, library?: SiteLibrary): Page[] {
  return [...pages, ...pressPages(press), ...(library ? articlePages(library) : [])];
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One page as a whole HTML document; `stylesheet` is the built CSS file's URL, `siteOrigin` the
 * site's own address, `fonts` the font files the stylesheet names (preloaded: the headings' face
 * arrives with the stylesheet instead of after it, so they do not change face once shown).
 */
export function renderPage(
  page: Page,
  language: Language,
  appOrigin: string,
  stylesheet: string,
  siteOrigin: string,
  fonts: readonly string[] = [],
): string {
  const intl = createIntl({ locale: intlLocales[language], messages: catalogues[language] });
  const body = renderToStaticMarkup(
    <IntlProvider locale={intlLocales[language]} messages={catalogues[language]} defaultLocale="en">
      <UiProvider>
        <Site
          language={language}
          path={page.path}
          otherPath={pagePath(page, language === 'en' ? 'es' : 'en')}
          appOrigin={appOrigin}
        >
          {page.body(language, appOrigin)}
        </Site>
      </UiProvider>
    </IntlProvider>,
  );
  const say = (words: Words) => (typeof words === 'function' ? words(language, intl) : intl.formatMessage(words));
  const pageTitle = say(page.title);
  const description = say(page.description);
  const title = page.path === '/' ? 'Matrona' : `${pageTitle} | Matrona`;
  const url = `${siteOrigin}${pagePath(page, language)}`;
  // Search engines read each page's language pair, its canonical address and its English default.
  const alternates = [
    ...languages.map((l) => `<link rel="alternate" hreflang="${l}" href="${siteOrigin}${pagePath(page, l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${siteOrigin}${page.path}" />`,
    `<link rel="canonical" href="${url}" />`,
  ].join('');
  const og = openGraph({
    title: pageTitle,
    description,
    url,
    language,
    type: page.news || page.article ? 'article' : 'website',
  });
  const faq =
    page.data === 'faq'
      ? faqEntries.map(([q, a]) => ({ question: intl.formatMessage(q), answer: intl.formatMessage(a) }))
      : undefined;
  // Welcome, then the page above (if any), then the page itself.
  const breadcrumbs =
    page.path === '/'
      ? undefined
      : [
          {
            name: intl.formatMessage(siteMessages.breadcrumbHome),
            url: `${siteOrigin}${localizedPath('/', language)}`,
          },
          ...(page.parents ?? []).map((crumb) => ({
            name: say(crumb.title),
            url: `${siteOrigin}${pagePath(crumb, language)}`,
          })),
          { name: pageTitle, url },
        ];
  const news: NewsArticleInput | undefined = page.news && {
    headline: pageTitle,
    description,
    url,
    publishedOn: page.news.publishedOn,
    language,
    siteOrigin,
  };
  const article: ArticleInput | undefined = page.article && {
    headline: pageTitle,
    description,
    url,
    reviewedOn: page.article.reviewedOn,
    image: `${siteOrigin}${page.article.image}`,
    language,
    siteOrigin,
  };
  const data = structuredData({
    siteOrigin,
    language,
    description: intl.formatMessage(siteMessages.welcomeIntro),
    faq,
    breadcrumbs,
    news,
    article,
  });
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}" />`,
    ...og.map(([property, content]) => `<meta property="${property}" content="${escape(content)}" />`),
    `${alternates}<link rel="icon" type="image/png" href="/favicon.png" />`,
    ...fonts.map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin />`),
    `<link rel="stylesheet" href="${stylesheet}" />`,
    ...data.map(
      (item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`,
    ),
    '</head>',
    `<body>${body}</body></html>`,
  ].join('\n');
}
