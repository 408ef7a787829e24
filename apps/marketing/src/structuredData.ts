// schema.org data of a page (JSON-LD in its head): the Organization on every page, a FAQPage on
// /faq. Checked by src/checks.test.ts against the shapes search engines read.
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
    mainEntity: entries.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
}

export function structuredData(input: { siteOrigin: string; language: Language; description: string; faq?: { question: string; answer: string }[] }): StructuredData[] {
  return [organization(input.siteOrigin, input.description), ...(input.faq ? [faqPage(input.language, input.faq)] : [])];
}
