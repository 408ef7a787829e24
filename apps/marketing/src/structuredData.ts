// What search engines and link previews read in a page's head: schema.org data (JSON-LD) and Open
// Graph tags. The Organization on every page, a BreadcrumbList on every page but Welcome, a
// FAQPage on /faq, a NewsArticle on each press announcement, an Article on each library article. Checked by src/site.test.ts against
// the shapes search engines read.
import type { Language } from '@mat/domain';

export type StructuredData = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

export function organization(siteOrigin: string, description: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    name: 'Matrona',
    url: `${siteOrigin}/`,
    logo: `${siteOrigin}/favicon.svg`,
    description,
    availableLanguage: ['en', 'es'],
  };
}

export function faqPage(language: Language, entries: readonly { question: string; answer: string }[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** The trail from Welcome to the page, each step with its name and absolute address. */
export function breadcrumbList(trail: readonly { name: string; url: string }[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, i) => ({ '@type': 'ListItem', position: i + 1, name, item: url })),
  };
}

export type NewsArticleInput = {
  headline: string;
  description: string;
  url: string;
  publishedOn: string;
  language: Language;
  siteOrigin: string;
};

/** A press announcement, published by Matrona itself. */
export function newsArticle(input: NewsArticleInput): StructuredData {
  const publisher = {
    '@type': 'Organization',
    name: 'Matrona',
    url: `${input.siteOrigin}/`,
    logo: { '@type': 'ImageObject', url: `${input.siteOrigin}/favicon.svg` },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    inLanguage: input.language,
    datePublished: input.publishedOn,
    author: publisher,
    publisher,
  };
}

export type ArticleInput = {
  headline: string;
  description: string;
  url: string;
  reviewedOn: string;
  image: string;
  language: Language;
  siteOrigin: string;
};

/** A library article, written and reviewed by Matrona: its last review is its modified date. */
export function article(input: ArticleInput): StructuredData {
  const publisher = {
    '@type': 'Organization',
    name: 'Matrona',
    url: `${input.siteOrigin}/`,
    logo: { '@type': 'ImageObject', url: `${input.siteOrigin}/favicon.svg` },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image,
    inLanguage: input.language,
    dateModified: input.reviewedOn,
    author: publisher,
    publisher,
  };
}

export function structuredData(input: {
  siteOrigin: string;
  language: Language;
  description: string;
  faq?: { question: string; answer: string }[];
  breadcrumbs?: { name: string; url: string }[];
  news?: NewsArticleInput;
  article?: ArticleInput;
}): StructuredData[] {
  return [
    organization(input.siteOrigin, input.description),
    ...(input.breadcrumbs ? [breadcrumbList(input.breadcrumbs)] : []),
    ...(input.faq ? [faqPage(input.language, input.faq)] : []),
    ...(input.news ? [newsArticle(input.news)] : []),
    ...(input.article ? [article(input.article)] : []),
  ];
}

/** Open Graph locales: the language as spoken in the US, as the site's dates and money are written. */
export const ogLocales: Record<Language, string> = { en: 'en_US', es: 'es_US' };

/** A page's Open Graph tags as [property, content] pairs, in the order they are written. */
export function openGraph(input: {
  title: string;
  description: string;
  url: string;
  language: Language;
  type: 'website' | 'article';
}): [string, string][] {
  const other: Language = input.language === 'en' ? 'es' : 'en';
  return [
    ['og:site_name', 'Matrona'],
    ['og:type', input.type],
    ['og:title', input.title],
    ['og:description', input.description],
    ['og:url', input.url],
    ['og:locale', ogLocales[input.language]],
    ['og:locale:alternate', ogLocales[other]],
  ];
}
