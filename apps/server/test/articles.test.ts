// The article library and press through the HTTP API, on the real content/ folder the server
// seeds: categories in both languages, pages of articles with their filters, one article by its
// slug, featured and related articles, a monitor's articles, and the press items.
import { describe, expect, it } from 'vitest';
import { readLibrary } from '@mat/content';
import { PAGE_SIZE } from '../src/services/pagination.js';
import { contractViolations, operationAt } from './contract-check.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const library = readLibrary();
const english = library.articles.filter((a) => a.language === 'en');

type Item = {
  id: number;
  slug: string;
  language: string;
  featured: boolean;
  categories_list: { id: number; slug: string; parent_id: number | null }[];
};

/** A GET in a language, as the app sends it, checked against the contract. */
async function get(url: string, { language = 'en', patient }: { language?: 'en' | 'es'; patient?: Patient } = {}) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v2${url}`,
    headers: { 'accept-language': language, ...(patient ? { authorization: `Bearer ${patient.token}` } : {}) },
  });
  const operationId = operationAt('GET', url);
  expect(operationId, `GET ${url} is in openapi/v2.yaml`).toBeDefined();
  expect(
    contractViolations(operationId!, { status: response.statusCode, headers: response.headers, body: response.body }),
    url,
  ).toEqual([]);
  return { status: response.statusCode, body: response.json() };
}

describe(`articles on ${databaseKind}`, () => {
  it('names the categories in the asked language, parents and their sub categories', async () => {
    const parents = (await get('/article/parent-categories')).body;
    expect(parents.map((c: { slug: string }) => c.slug)).toEqual(
      library.categories.filter((c) => c.parentKey === null).map((c) => c.names.en.slug),
    );
    const pregnancy = parents.find((c: { slug: string }) => c.slug === 'pregnancy');
    expect(pregnancy).toMatchObject({
      name: 'Pregnancy',
      parent_id: null,
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const spanish = (await get('/article/parent-categories', { language: 'es' })).body;
    expect(spanish.find((c: { id: number }) => c.id === pregnancy.id)).toMatchObject({
      name: 'Embarazo',
      slug: 'embarazo',
    });
    const subs = (await get(`/article/sub-categories-for/${pregnancy.id}`, { language: 'es' })).body;
    expect(subs.map((c: { name: string }) => c.name)).toEqual([
      'Primer trimestre',
      'Segundo trimestre',
      'Tercer trimestre',
    ]);
    expect(subs.every((c: { parent_id: number }) => c.parent_id === pregnancy.id)).toBe(true);
    expect((await get(`/article/one-category-for/${subs[0].id}`)).body).toMatchObject({
      name: 'First trimester',
      parent_id: pregnancy.id,
    });
    expect((await get(`/article/sub-categories-for/${subs[0].id}`)).status).toBe(404);
    expect((await get('/article/one-category-for/99999')).status).toBe(404);
  });

  it('pages the articles of one language, with category, search and featured filters', async () => {
    const first = (await get('/article')).body;
    expect(first).toMatchObject({ page: 1, has_more: english.length > PAGE_SIZE });
    expect(first.data).toHaveLength(Math.min(PAGE_SIZE, english.length));
    const lastPage = Math.ceil(english.length / PAGE_SIZE);
    const last = (await get(`/article?page=${lastPage}`)).body;
    expect(last).toMatchObject({ page: lastPage, has_more: false });
    expect(last.data).toHaveLength(english.length - (lastPage - 1) * PAGE_SIZE);
    const seen = new Set<number>();
    for (let page = 1; page <= lastPage; page += 1)
      for (const a of (await get(`/article?page=${page}`)).body.data as Item[]) seen.add(a.id);
    expect(seen.size).toBe(english.length);

    const spanish = (await get('/article?language=es')).body.data as Item[];
    expect(spanish.every((a) => a.language === 'es')).toBe(true);
    expect((await get('/article?language=fr')).status).toBe(422);

    const monitors = (await get('/article/parent-categories')).body.find(
      (c: { slug: string }) => c.slug === 'monitors',
    );
    const inMonitors = (await get(`/article?category=${monitors.id}`)).body.data as Item[];
    expect(inMonitors).toHaveLength(
      english.filter((a) => library.categories.find((c) => c.key === a.categoryKey)?.parentKey === 'monitors').length,
    );
    expect(
      inMonitors.every(
        (a) => a.categories_list[0]!.id === monitors.id && a.categories_list[1]!.parent_id === monitors.id,
      ),
    ).toBe(true);

    const found = (await get('/article?search=preeclampsia')).body.data as Item[];
    expect(found.map((a) => a.slug)).toContain('preeclampsia-before-and-after-birth');
    expect((await get('/article?search=zzqx%25')).body.data).toEqual([]);
    const featured = (await get('/article?featured=1')).body.data as Item[];
    expect(featured.length).toBe(english.filter((a) => a.featured).length);
    expect(featured.every((a) => a.featured)).toBe(true);
  });

  it('reads one article by the slug of either language in the asked language, as safe HTML with a reading time', async () => {
    const en = (await get('/article/blood-pressure-categories')).body;
    expect(en).toMatchObject({
      language: 'en',
      title: 'What your blood pressure numbers mean',
      author: null,
      reading_minutes: expect.any(Number),
    });
    expect(en.body_html).toContain('<td>High: stage 2</td><td>140 to 159</td><td>or 90 to 109</td>');
    expect(en.body_html).not.toMatch(/<script/);
    // What the article screen shows beside the body: the drawing's words, the sources, the review day.
    expect(en).toMatchObject({
      image_alt: 'A heart beside a blood pressure cuff and its dial.',
      reviewed_on: '2026-11-20',
    });
    expect(en.sources[0]).toMatchObject({ name: 'ACOG', url: expect.stringMatching(/^https:\/\//) });
    const es = (await get('/article/que-significan-tus-cifras-de-presion', { language: 'es' })).body;
    expect(es).toMatchObject({
      language: 'es',
      image_alt: 'Un corazón junto al brazalete de un tensiómetro y su indicador.',
      categories_list: [{ name: 'Tus monitores' }, { name: 'Presión arterial' }],
    });
    const switched = (await get('/article/blood-pressure-categories', { language: 'es' })).body;
    expect(switched).toMatchObject({ id: es.id, slug: 'que-significan-tus-cifras-de-presion', language: 'es' });
    expect((await get('/article/que-significan-tus-cifras-de-presion', { language: 'en' })).body).toMatchObject({
      id: en.id,
      slug: 'blood-pressure-categories',
    });
    expect((await get('/article/no-such-article')).status).toBe(404);
    expect((await get('/article/Bad_Slug')).status).toBe(422);
  });

  it('gives featured articles at random and related ones from the same category first', async () => {
    const featured = (await get('/article/random-featured?limit=3', { language: 'es' })).body as Item[];
    expect(featured).toHaveLength(3);
    expect(featured.every((a) => a.featured && a.language === 'es')).toBe(true);
    expect((await get('/article/random-featured')).body).toHaveLength(4);
    expect((await get('/article/random-featured?limit=13')).status).toBe(422);

    const article = (await get('/article/how-to-count-kicks')).body;
    const related = (await get(`/article/related-for/${article.id}`)).body as Item[];
    expect(related).toHaveLength(4);
    expect(related.map((a) => a.id)).not.toContain(article.id);
    expect(related[0]!.slug).toBe('kick-counting-questions');
    expect(related.every((a) => a.language === 'en' && a.categories_list[0]!.slug === 'monitors')).toBe(true);
    expect((await get('/article/related-for/99999')).status).toBe(404);
  });

  it("lists a monitor's articles in the language the app shows, for its owner only", async () => {
    const ana = await createPatient(ctx);
    const eva = await createPatient(ctx);
    const [pressure] = (await get('/patient/monitors', { patient: ana })).body as { id: number; type: string }[];
    expect(pressure!.type).toBe('pressure');
    const list = (await get(`/patient/monitors/articles/${pressure!.id}`, { patient: ana })).body as Item[];
    expect(list.map((a) => a.slug).sort()).toEqual(
      english
        .filter((a) => a.monitor === 'pressure')
        .map((a) => a.slug)
        .sort(),
    );
    expect((await get(`/patient/monitors/articles/${pressure!.id}`, { patient: eva })).status).toBe(404);
    expect((await get(`/patient/monitors/articles/${pressure!.id}`)).status).toBe(401);

    // A Spanish-speaking Gold member with a baby and another on the way: weight monitor and kick counter.
    const sofia = await createPatient(ctx, {
      language: 'es',
      goldUntil: new Date('2099-01-01T00:00:00Z'),
      dueDate: '2027-02-10',
    });
    const call = caller(ctx);
    await call('POST', '/patient/child', sofia, {
      first_name: 'Mateo',
      date_of_birth: '2026-11-01',
      birth_weight: { lb: 7, oz: 8 },
    });
    const luna = (await call('POST', '/patient/child', sofia, { first_name: 'Luna', due_date: '2027-03-01' })).body;
    expect(
      (await call('POST', '/patient/monitors/kick-counter/create-monitor', sofia, { children: [luna.id] })).status,
    ).toBeLessThan(300);
    const hers = (await get('/patient/monitors', { patient: sofia })).body as {
      id: number;
      type: 'pressure' | 'weight' | 'kick_counter';
    }[];
    for (const type of ['kick_counter', 'weight'] as const) {
      const monitor = hers.find((m) => m.type === type);
      expect(monitor, type).toBeDefined();
      // In the language her app shows on this call (services/language.ts), whatever her profile says.
      for (const language of ['es', 'en'] as const) {
        const articles = (await get(`/patient/monitors/articles/${monitor!.id}`, { patient: sofia, language }))
          .body as Item[];
        const expected = library.articles
          .filter((a) => a.language === language && a.monitor === type)
          .map((a) => a.slug);
        expect(articles.map((a) => a.slug).sort(), `${type} in ${language}`).toEqual(expected.sort());
      }
    }
  });

  it('serves the press: announcements to patients and the news to everyone', async () => {
    const ana = await createPatient(ctx);
    expect((await get('/patient/press/announcement')).status).toBe(401);
    const announcements = (await get('/patient/press/announcement', { patient: ana, language: 'es' })).body as {
      id: number;
      title: string;
      published_at: string;
      link: string | null;
    }[];
    expect(announcements).toHaveLength(library.announcements.length);
    expect(announcements.map((a) => a.published_at)).toEqual(
      [...announcements.map((a) => a.published_at)].sort().reverse(),
    );
    const newest = announcements[0]!;
    expect(newest.title).toMatch(/biblioteca/);
    expect(newest.link).toMatch(/^https?:\/\/.+\/articles$/);
    expect((await get(`/patient/press/announcement/${newest.id}`, { patient: ana })).body.title).toMatch(
      /article library/,
    );
    expect((await get('/patient/press/announcement/99999', { patient: ana })).status).toBe(404);
    const news = (await get('/in-the-news')).body;
    expect(news).toMatchObject({ page: 1, has_more: false });
    expect(news.data).toHaveLength(library.news.length);
    expect(news.data[0]).toMatchObject({
      outlet: expect.stringContaining('Matrona'),
      url: expect.stringMatching(/^https?:\/\//),
    });
  });
});
