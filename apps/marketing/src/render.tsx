// The site, rendered to HTML at build time (scripts/prerender.mjs). Every page exists in
// English at its path and in Spanish with a trailing /es.
import type { Language } from '@mat/domain';
import { UiProvider, uiMessages } from '@mat/ui';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, createIntl, type MessageDescriptor } from 'react-intl';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { CapacityPage } from './pages/CapacityPage';
import { FaqPage } from './pages/FaqPage';
import { LegalPage } from './pages/LegalPage';
import { aboutMessages, capacityMessages, careersMessages, faqEntries, faqMessages } from './pages/more.messages';
import { privacyMessages, termsMessages } from './pages/legal.messages';
import { ProgramPage } from './pages/ProgramPage';
import { Welcome } from './pages/Welcome';
import { programDescription, programs, programTitle } from './programs';
import { siteMessages } from './site.messages';
import { Site } from './Site';
import { structuredData } from './structuredData';
import { localizedPath } from './url';

export { localizedPath };
export { siteRedirects, redirectsFile } from './redirects';
export { pageProblems } from './checks';
export const languages = ['en', 'es'] as const satisfies readonly Language[];
// US Spanish: money as $1,000, not 1000 US$.
const intlLocales: Record<Language, string> = { en: 'en-US', es: 'es-US' };
const catalogues: Record<Language, Record<string, string>> = {
  en: { ...uiMessages.en, ...en },
  es: { ...uiMessages.es, ...es },
};

type Page = {
  path: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  body: (language: Language, appOrigin: string) => ReactNode;
  /** schema.org data beyond the Organization every page carries. */
  data?: 'faq';
};

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
    body: (language: Language, appOrigin: string) => <ProgramPage program={program} language={language} appOrigin={appOrigin} />,
  })),
  { path: '/terms', title: termsMessages.title, description: termsMessages.adults, body: () => <LegalPage messages={termsMessages} /> },
  {
    path: '/privacy',
    title: privacyMessages.title,
    description: privacyMessages.careTeam,
    body: () => <LegalPage messages={privacyMessages} />,
  },
  { path: '/about', title: aboutMessages.title, description: aboutMessages.who, body: () => <LegalPage messages={aboutMessages} /> },
  { path: '/faq', title: faqMessages.title, description: faqMessages.costA, body: () => <FaqPage />, data: 'faq' },
  { path: '/careers', title: careersMessages.title, description: careersMessages.intro, body: () => <LegalPage messages={careersMessages} /> },
  { path: '/bsc', title: capacityMessages.title, description: capacityMessages.body, body: () => <CapacityPage /> },
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page as a whole HTML document; `stylesheet` is the built CSS file's URL, `siteOrigin` the site's own address. */
export function renderPage(page: Page, language: Language, appOrigin: string, stylesheet: string, siteOrigin: string): string {
  const intl = createIntl({ locale: intlLocales[language], messages: catalogues[language] });
  const body = renderToStaticMarkup(
    <IntlProvider locale={intlLocales[language]} messages={catalogues[language]} defaultLocale="en">
      <UiProvider>
        <Site language={language} path={page.path} appOrigin={appOrigin}>
          {page.body(language, appOrigin)}
        </Site>
      </UiProvider>
    </IntlProvider>,
  );
  const title = page.path === '/' ? 'Matrona' : `${intl.formatMessage(page.title)} | Matrona`;
  // Search engines read each page's language pair, its canonical address and its English default.
  const alternates = [
    ...languages.map((l) => `<link rel="alternate" hreflang="${l}" href="${siteOrigin}${localizedPath(page.path, l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${siteOrigin}${page.path}" />`,
    `<link rel="canonical" href="${siteOrigin}${localizedPath(page.path, language)}" />`,
  ].join('');
  const faq = page.data === 'faq' ? faqEntries.map(([q, a]) => ({ question: intl.formatMessage(q), answer: intl.formatMessage(a) })) : undefined;
  const data = structuredData({ siteOrigin, language, description: intl.formatMessage(siteMessages.welcomeIntro), faq });
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(intl.formatMessage(page.description))}" />`,
    `${alternates}<link rel="icon" type="image/svg+xml" href="/favicon.svg" />`,
    `<link rel="stylesheet" href="${stylesheet}" />`,
    ...data.map((item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`),
    '</head>',
    `<body>${body}</body></html>`,
  ].join('\n');
}
