// The sources the articles name, as addresses: every one a well-formed https URL with a name and a
// title, none named twice by one article. No network here: whether each still answers is
// scripts/check-sources.mjs's work (README, "Content"), whose asking is tested with a stand-in fetch.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource, readSources, sourceProblems } from './content/sources.mjs';

const sources = readSources(join(import.meta.dirname, '..', 'content'));
const source = (url: unknown, more: Partial<{ file: string; name: unknown; title: unknown }> = {}) => ({
  file: 'a/en.md',
  name: 'CDC',
  title: 'A page',
  url,
  ...more,
});

describe('the articles’ sources', () => {
  it('are read from every article file in both languages', () => {
    const files = new Set(sources.map((s) => s.file));
    expect(files.size).toBeGreaterThanOrEqual(80);
    expect(files).toContain('how-to-count-kicks/es.md');
    expect(sources.find((s) => s.file === 'how-to-count-kicks/en.md')).toEqual({
      file: 'how-to-count-kicks/en.md',
      name: 'ACOG',
      title: 'Special Tests for Monitoring Fetal Well-Being',
      url: 'https://www.acog.org/womens-health/faqs/special-tests-for-monitoring-fetal-well-being',
    });
  });

  it('are well-formed https addresses, each with a name and a title, none twice in one article', () => {
    expect(sourceProblems(sources)).toEqual([]);
  });

  it('names each kind of mistake', () => {
    expect(
      sourceProblems([
        source('http://www.cdc.gov/pregnancy'),
        source('https://www.cdc.gov/a b'),
        source('https://localhost/x'),
        source('https://user:pw@www.cdc.gov/'),
        source('www.cdc.gov/pregnancy'),
        source(undefined),
        source('https://www.cdc.gov/ok', { title: ' ' }),
        source('https://www.cdc.gov/ok2', { name: '' }),
        source('https://WWW.cdc.gov/ok/'),
        source('https://www.cdc.gov/ok', { file: 'b/es.md' }),
      ]),
    ).toEqual([
      'a/en.md: http://www.cdc.gov/pregnancy is not https',
      'a/en.md: https://www.cdc.gov/a b has a space in it',
      'a/en.md: https://localhost/x has no public host name',
      'a/en.md: https://user:pw@www.cdc.gov/ carries credentials',
      'a/en.md: www.cdc.gov/pregnancy is not a URL',
      'a/en.md: a source has no url (A page)',
      'a/en.md: a source has no title (https://www.cdc.gov/ok)',
      'a/en.md: a source has no name (https://www.cdc.gov/ok2)',
      // The same page spelt another way is still the same page; another article may name it.
      'a/en.md: https://WWW.cdc.gov/ok/ is named twice',
    ]);
  });
});

describe('checkSource (the network check’s asking)', () => {
  const answers = (table: Record<string, number>) => {
    const asked: string[] = [];
    const fetch = async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(`${init?.method} ${String(url)}`);
      const status = table[`${init?.method} ${String(url)}`];
      if (status === undefined) throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND') });
      return new Response(null, { status });
    };
    return { asked, fetch: fetch as typeof globalThis.fetch };
  };

  it('is satisfied by a HEAD that answers', async () => {
    const { asked, fetch } = answers({ 'HEAD https://a.example/x': 200 });
    expect(await checkSource('https://a.example/x', { fetch })).toMatchObject({ ok: true, status: 200 });
    expect(asked).toEqual(['HEAD https://a.example/x']);
  });

  it('asks with GET when HEAD is refused, and reports what the server said', async () => {
    const { asked, fetch } = answers({
      'HEAD https://a.example/x': 405,
      'GET https://a.example/x': 200,
      'HEAD https://a.example/gone': 404,
      'GET https://a.example/gone': 404,
    });
    expect(await checkSource('https://a.example/x', { fetch })).toMatchObject({ ok: true, status: 200 });
    expect(asked).toEqual(['HEAD https://a.example/x', 'GET https://a.example/x']);
    expect(await checkSource('https://a.example/gone', { fetch })).toMatchObject({
      ok: false,
      status: 404,
      error: null,
    });
  });

  it('reports an address that cannot be reached, with the reason', async () => {
    const { fetch } = answers({});
    expect(await checkSource('https://nowhere.example/', { fetch })).toMatchObject({
      ok: false,
      status: null,
      error: 'getaddrinfo ENOTFOUND',
    });
  });
});
