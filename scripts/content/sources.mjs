// The sources the articles name (front matter `sources`, content/README.md): read from the files,
// judged as addresses (sourceProblems, in npm test through scripts/content-sources.test.ts), and
// asked over the network (checkSource, by scripts/check-sources.mjs only, never in npm test).
// Plain JavaScript with no workspace import, so the network check runs with `node` alone.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** @typedef {{ file: string, name: unknown, title: unknown, url: unknown }} NamedSource */

/** Every source of every article file under root (content/), in folder order, each with the file naming it. */
export function readSources(root) {
  const articles = join(root, 'articles');
  /** @type {NamedSource[]} */
  const sources = [];
  for (const folder of readdirSync(articles).sort()) {
    if (!statSync(join(articles, folder)).isDirectory()) continue;
    for (const language of ['en', 'es']) {
      const path = join(articles, folder, `${language}.md`);
      if (!existsSync(path)) continue;
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path, 'utf8'));
      const frontMatter = match ? parse(match[1], { schema: 'core' }) : null;
      const list = frontMatter && Array.isArray(frontMatter.sources) ? frontMatter.sources : [];
      for (const source of list) {
        const { name, title, url } = source && typeof source === 'object' ? source : {};
        sources.push({ file: `${folder}/${language}.md`, name, title, url });
      }
    }
  }
  return sources;
}

const filled = (value) => typeof value === 'string' && value.trim() !== '';

/** The address two spellings of one page share: no fragment, no trailing slash, the host in lower case. */
const sameAddress = (url) => {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href.replace(/\/$/, '');
};

/**
 * What is wrong with the sources as written, one line each: an address that is not a well-formed
 * https URL (http:, a space, no host with a dot, credentials), an empty name or title, and a page
 * named twice by one article file.
 */
export function sourceProblems(sources) {
  const problems = [];
  const seen = new Map();
  for (const { file, name, title, url } of sources) {
    const say = (problem) => problems.push(`${file}: ${problem}`);
    if (!filled(name)) say(`a source has no name (${String(url)})`);
    if (!filled(title)) say(`a source has no title (${String(url)})`);
    if (!filled(url)) {
      say(`a source has no url (${String(title)})`);
      continue;
    }
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      say(`${url} is not a URL`);
      continue;
    }
    if (parsed.protocol !== 'https:') say(`${url} is not https`);
    else if (/\s/.test(url) || url !== url.trim()) say(`${url} has a space in it`);
    else if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(parsed.hostname)) say(`${url} has no public host name`);
    else if (parsed.username || parsed.password) say(`${url} carries credentials`);
    else {
      const key = `${file} ${sameAddress(url)}`;
      if (seen.has(key)) say(`${url} is named twice`);
      seen.set(key, true);
    }
  }
  return problems;
}

/**
 * Asks one address whether it answers: HEAD first, then GET when the server refuses HEAD or
 * answers it with an error (some do), following redirects. Ok when the last answer is below 400.
 */
export async function checkSource(url, { fetch = globalThis.fetch, timeoutMs = 20_000 } = {}) {
  const ask = async (method) => {
    const response = await fetch(url, {
      method,
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'user-agent': 'Matrona source check (+https://matrona.care)',
        accept: 'text/html,application/pdf,*/*',
      },
    });
    await response.body?.cancel?.();
    return response;
  };
  try {
    let response = await ask('HEAD');
    if (response.status >= 400) response = await ask('GET');
    const ok = response.status < 400;
    return { url, ok, status: response.status, finalUrl: response.url || url, error: null };
  } catch (error) {
    return {
      url,
      ok: false,
      status: null,
      finalUrl: url,
      error: error instanceof Error ? (error.cause?.message ?? error.message) : String(error),
    };
  }
}
