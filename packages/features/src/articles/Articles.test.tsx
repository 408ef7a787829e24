import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { ArticleBody, safeHref } from './ArticleBody';
import { ArticleScreen } from './ArticleScreen';
import { ArticlesScreen } from './ArticlesScreen';
import { CategoryScreen } from './CategoryScreen';
import {
  articlePage,
  featuredArticles,
  kickArticleFull,
  kickArticleSpanish,
  parentCategories,
  pregnancySubCategories,
  relatedArticles,
} from './fixtures';
import { MonitorArticles } from './MonitorArticles';
import { articlePath } from './paths';
import { pickRandom } from './pickRandom';
import { storyUser } from '../test/storyProviders';

describe('pickRandom', () => {
  it('picks each item at most once, as many as asked or all there are', () => {
    const sequence = [0.99, 0, 0.5];
    let i = 0;
    expect(pickRandom(['a', 'b', 'c', 'd', 'e'], 3, () => sequence[i++]!)).toEqual(['e', 'a', 'c']);
    expect(pickRandom(['a', 'b'], 4).sort()).toEqual(['a', 'b']);
    expect(() => pickRandom(['a'], -1)).toThrow(RangeError);
  });
});

describe('articlePath', () => {
  it('keeps the language in the URL for a logged-out visitor only, and only for Spanish', () => {
    expect(articlePath('como-contar-las-patadas', 'es', false)).toBe('/articles/como-contar-las-patadas/es');
    expect(articlePath('how-to-count-kicks', 'en', false)).toBe('/articles/how-to-count-kicks');
    expect(articlePath('como-contar-las-patadas', 'es', true)).toBe('/articles/como-contar-las-patadas');
  });
});

describe('ArticleBody', () => {
  it('rebuilds only the allowed tags: no script, no event handler, no javascript: link', () => {
    const html =
      '<p onclick="alert(1)">Hi <strong>there</strong></p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">bad</a><a href="https://cdc.gov">cdc</a><iframe>frame text</iframe>';
    const { container } = render(<ArticleBody html={html} lang="en" />);
    expect(container.querySelector('script, img, iframe, [onclick], [onerror]')).toBeNull();
    expect(container.textContent).not.toContain('alert(2)');
    expect(container.textContent).toContain('frame text');
    const [bad, good] = container.querySelectorAll('a');
    expect(bad!.hasAttribute('href')).toBe(false);
    expect(good!.getAttribute('href')).toBe('https://cdc.gov');
    expect(good!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('strong')!.textContent).toBe('there');
  });

  it('allows https addresses and the site’s own paths, nothing else', () => {
    expect(safeHref('/articles/x')).toBe('/articles/x');
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('http://plain.example')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
  });
});

describe('ArticlesScreen', () => {
  it('shows the featured articles and four of the topics, each a link', async () => {
    const api = fakeApi({
      'GET /article/random-featured': { body: featuredArticles },
      'GET /article/parent-categories': { body: parentCategories },
    });
    renderWithMat(<ArticlesScreen random={() => 0} />, { fetch: api.fetch });
    expect((await screen.findByRole('link', { name: 'How to count kicks' })).getAttribute('href')).toBe(
      '/articles/how-to-count-kicks',
    );
    const topics = within(screen.getByRole('region', { name: 'Explore topics' })).getAllByRole('link');
    expect(topics.map((link) => link.textContent)).toEqual(['Pregnancy', 'Birth', 'Postpartum', 'Feeding']);
    expect(topics[0]!.getAttribute('href')).toBe('/articles/category/pregnancy');
    expect(screen.getAllByText('3 min read')).toHaveLength(3);
  });

  it('speaks Spanish, and links a logged-out visitor to the Spanish articles with /es', async () => {
    const spanish = [{ ...kickArticleSpanish }];
    const api = fakeApi({
      'GET /article/random-featured': { body: spanish },
      'GET /article/parent-categories': { body: parentCategories },
    });
    renderWithMat(<ArticlesScreen random={() => 0} />, { fetch: api.fetch, locale: 'es' });
    expect((await screen.findByRole('link', { name: 'Cómo contar las patadas' })).getAttribute('href')).toBe(
      '/articles/como-contar-las-patadas/es',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Artículos' })).toBeTruthy();
    expect(screen.getByText('3 min de lectura')).toBeTruthy();
    expect(api.calls[0]!.headers.get('Accept-Language')).toBe('es');
  });
});

describe('CategoryScreen', () => {
  const answers = {
    'GET /article/parent-categories': { body: parentCategories },
    'GET /article/sub-categories-for/1': { body: pregnancySubCategories },
    'GET /article/sub-categories-for/2': { body: [] },
    'GET /article/sub-categories-for/3': { body: [] },
    'GET /article/sub-categories-for/4': { body: [] },
    'GET /article/sub-categories-for/5': { body: [] },
  };

  it('lists a parent category’s sub categories and its articles, a page at a time', async () => {
    const api = fakeApi({
      ...answers,
      'GET /article': (call) => ({
        body: articlePage(
          Number(call.query.get('page')),
          call.query.get('page') === '1' ? featuredArticles : relatedArticles.map((a) => ({ ...a, id: 99 })),
        ),
      }),
    });
    renderWithMat(<CategoryScreen kind="category" slug="pregnancy" />, { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregnancy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Third trimester' }).getAttribute('href')).toBe(
      '/articles/sub-category/third-trimester',
    );
    await screen.findByRole('link', { name: 'How to count kicks' });
    expect(api.calls.find((c) => c.path === '/article')!.query.get('category')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: /more/i }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/article').map((c) => c.query.get('page'))).toEqual(['1', '2']),
    );
  });

  it('finds a sub category by its slug and leads back to its parent', async () => {
    const api = fakeApi({
      ...answers,
      'GET /article': { body: { data: [featuredArticles[1]!], page: 1, has_more: false } },
    });
    renderWithMat(<CategoryScreen kind="sub-category" slug="third-trimester" />, { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Third trimester' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pregnancy/ }).getAttribute('href')).toBe('/articles/category/pregnancy');
    await waitFor(() => expect(api.calls.find((c) => c.path === '/article')?.query.get('category')).toBe('12'));
  });

  it('finds a topic from its other language’s link, as after a language switch', async () => {
    const spanish = (call: { headers: Headers }) => call.headers.get('Accept-Language') === 'es';
    const api = fakeApi({
      ...answers,
      'GET /article/parent-categories': (call) => ({
        body: spanish(call) ? [{ ...parentCategories[0]!, name: 'Embarazo', slug: 'embarazo' }] : parentCategories,
      }),
      'GET /article/sub-categories-for/1': (call) => ({
        body: spanish(call)
          ? [{ ...pregnancySubCategories[1]!, name: 'Tercer trimestre', slug: 'tercer-trimestre' }]
          : pregnancySubCategories,
      }),
      'GET /article': { body: { data: [featuredArticles[1]!], page: 1, has_more: false } },
    });
    renderWithMat(<CategoryScreen kind="sub-category" slug="tercer-trimestre" />, { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Third trimester' })).toBeTruthy();
    await waitFor(() => expect(api.calls.find((c) => c.path === '/article')?.query.get('category')).toBe('12'));
  });

  it('says plainly when a topic does not exist', async () => {
    const api = fakeApi(answers);
    renderWithMat(<CategoryScreen kind="category" slug="no-such-topic" />, { fetch: api.fetch });
    expect(await screen.findByText('This topic does not exist. Browse all articles instead.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/articles');
  });
});

describe('ArticleScreen', () => {
  it('says plainly when an article does not exist, with a way to all articles', async () => {
    const api = fakeApi({
      'GET /article/no-such-article': { status: 404, body: { code: 'errors.notFound', message: 'No such article' } },
    });
    renderWithMat(<ArticleScreen slug="no-such-article" />, { fetch: api.fetch });
    expect(
      await screen.findByText('This article does not exist or was taken down. Browse all articles instead.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/articles');
  });

  it('shows the article with its drawing, reading time, review day, sources and related articles', async () => {
    const api = fakeApi({
      'GET /article/how-to-count-kicks': { body: kickArticleFull },
      'GET /article/related-for/21': { body: relatedArticles },
    });
    renderWithMat(<ArticleScreen slug="how-to-count-kicks" />, { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to count kicks' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A hand resting on a pregnant belly, counting.' })).toBeTruthy();
    expect(screen.getByText('Reviewed on November 20, 2026')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Weeks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fetal movement counting' }).getAttribute('href')).toBe(
      'https://www.acog.org/fetal-movement',
    );
    expect(screen.getByRole('article').getAttribute('lang')).toBe('en');
    expect(await screen.findByRole('link', { name: 'Your third trimester' })).toBeTruthy();
    // A logged-out visitor may switch the article's language.
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/articles/how-to-count-kicks/es');
    expect(api.calls[0]!.headers.get('Accept-Language')).toBe('en');
  });

  it('reads the article in the URL’s language, whatever the screens speak', async () => {
    const api = fakeApi({
      'GET /article/how-to-count-kicks': (call) => ({
        body: call.headers.get('Accept-Language') === 'es' ? kickArticleSpanish : kickArticleFull,
      }),
      'GET /article/related-for/121': { body: [] },
    });
    renderWithMat(<ArticleScreen slug="how-to-count-kicks" lang="es" />, { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cómo contar las patadas' })).toBeTruthy();
    expect(screen.getByRole('article').getAttribute('lang')).toBe('es');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/articles/como-contar-las-patadas',
    );
  });

  it('reads in a logged-in user’s own language and offers no language link', async () => {
    const api = fakeApi({
      'GET /user': { body: storyUser },
      'GET /article/how-to-count-kicks': { body: kickArticleSpanish },
      'GET /article/related-for/121': { body: [] },
    });
    renderWithMat(<ArticleScreen slug="how-to-count-kicks" />, { fetch: api.fetch, token: 'session', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cómo contar las patadas' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/article/how-to-count-kicks')!.headers.get('Accept-Language')).toBe('es');
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
    expect(screen.getByText('Revisado el 20 de noviembre de 2026')).toBeTruthy();
  });
});

describe('MonitorArticles', () => {
  it('lists a monitor’s articles, each opening its article screen', async () => {
    const api = fakeApi({ 'GET /patient/monitors/articles/7': { body: [featuredArticles[0]!] } });
    renderWithMat(<MonitorArticles monitorId={7} />, { fetch: api.fetch, token: 'session' });
    expect((await screen.findByRole('link', { name: 'How to count kicks' })).getAttribute('href')).toBe(
      '/articles/how-to-count-kicks',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Learn more' })).toBeTruthy();
  });
});
