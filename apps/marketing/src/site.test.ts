import { describe, expect, it } from 'vitest';
import { pageProblems } from './checks';
import { matchRedirect, parseRedirects, redirectsFile, siteRedirects } from './redirects';
import { faqPage, structuredData } from './structuredData';

const origin = 'https://matrona.care';
const goodPage = (path: string, links: string[] = [], english = path) => ({
  path,
  html: `<!doctype html><html lang="en"><head><title>T</title><meta name="description" content="D" /><link rel="alternate" hreflang="en" href="${origin}${english}" /><link rel="alternate" hreflang="es" href="${origin}${english === '/' ? '/es' : `${english}/es`}" /></head><body><h1>T</h1>${links.map((l) => `<a href="${l}">x</a>`).join('')}</body></html>`,
});

describe('siteRedirects', () => {
  const rules = siteRedirects('https://app.matrona.care');
  const find = (from: string) => rules.find((r) => r.from === from);

  it('sends each spec redirect where spec 2 says, in both languages', () => {
    expect(find('/about-us')).toEqual({ from: '/about-us', to: '/about', status: 301 });
    expect(find('/about-us/es')).toEqual({ from: '/about-us/es', to: '/about/es', status: 301 });
    for (const path of ['/dchealth', '/dc', '/how-it-works', '/lacmamas', '/check-eligibility', '/gift-membership', '/gift-membership-pay']) expect(find(path)?.to).toBe('/');
    expect(find('/how-it-works/es')?.to).toBe('/es');
    // Membership is an app page: the host rule sends it to the app's host.
    expect(find('/dchealth/register')).toEqual({ from: '/dchealth/register', to: 'https://app.matrona.care/membership', status: 302 });
    expect(find('/pricing')?.to).toMatch(/^https:\/\/.+\/pricing$/);
    expect(find('/enterprise')?.to).toMatch(/^https:\/\/.+\/enterprise$/);
  });

  it('carries a gift code from the site’s gift links to its redemption in the app', () => {
    expect(matchRedirect(rules, '/doula-care/gift/GIFT-42')).toEqual({ to: 'https://app.matrona.care/gift/GIFT-42', status: 302 });
    expect(matchRedirect(rules, '/how-it-works/gift/ABC')).toEqual({ to: 'https://app.matrona.care/gift/ABC', status: 302 });
    expect(matchRedirect(rules, '/doula-care/gift/')).toBeNull();
    expect(matchRedirect(rules, '/doula-care')).toBeNull();
    expect(matchRedirect(rules, '/about-us')).toEqual({ to: '/about', status: 301 });
  });

  it('writes the _redirects format and reads it back unchanged', () => {
    const text = redirectsFile(rules);
    expect(text.split('\n')[0]).toBe('/dchealth / 301');
    expect(parseRedirects(`# a comment\n\n${text}`)).toEqual(rules);
  });
});

describe('pageProblems', () => {
  it('passes a page with a title, description, lang, one h1, an hreflang pair and links that resolve', () => {
    expect(pageProblems([goodPage('/', ['/faq', '/about-us', 'https://elsewhere.example/x']), goodPage('/es', [], '/'), goodPage('/faq'), goodPage('/faq/es', [], '/faq')], ['/about-us'], origin)).toEqual([]);
  });

  it('names a broken internal link, a second h1, a missing lang, title or description, and a lone hreflang', () => {
    const broken = goodPage('/', ['/no-such-page', `${origin}/gone`]);
    const bad = { path: '/bad', html: '<html><head></head><body><h1>a</h1><h1>b</h1><link rel="alternate" hreflang="en" href="/bad"></body></html>' };
    const problems = pageProblems([broken, bad], ['/es'], origin);
    expect(problems).toEqual([
      '/: links to /no-such-page, which is neither a page nor a redirect',
      `/: links to ${origin}/gone, which is neither a page nor a redirect`,
      '/bad: no lang attribute of en or es on <html>',
      '/bad: no title',
      '/bad: no description',
      '/bad: 2 h1 elements, not one',
      '/bad: no hreflang pair of en and es',
    ]);
  });
});

describe('structuredData', () => {
  it('gives every page the Organization and /faq its questions as a FAQPage', () => {
    const [org] = structuredData({ siteOrigin: origin, language: 'en', description: 'Care.' });
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'MedicalOrganization', name: 'Matrona', url: `${origin}/` });
    const faq = faqPage('es', [{ question: '¿Cuánto cuesta?', answer: '$30 al mes.' }]);
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'es',
      mainEntity: [{ '@type': 'Question', name: '¿Cuánto cuesta?', acceptedAnswer: { '@type': 'Answer', text: '$30 al mes.' } }],
    });
  });
});
