// `pnpm bench:lighthouse`: Lighthouse in its mobile mode (a mid-range phone on a slow 4G link,
// simulated) on the login page, Today signed in and a monitor page of a running `npm start`, and
// on the public site's Welcome, a program page, an article, the health plans page in Spanish and the
// gift page (the prerendered build served by
// its preview server, `pnpm --filter @mat/marketing build && pnpm --filter @mat/marketing preview`).
// A benchmark, not a test: it prints the four scores, LCP and TBT of each page and exits 0.
//   MAT_APP_URL (default http://localhost:5173), MAT_SITE_URL (default http://localhost:5174),
//   MAT_BENCH: app, site or both (default both), CHROME_PATH (default /usr/bin/chromium),
//   MAT_BENCH_PAGES: only the pages whose name contains one of these words (comma-separated:
//   `login,Today`), MAT_BENCH_LOCALE: the patient app's language (en or es; default: the app's, en),
//   MAT_BENCH_RUNS: runs of each page (default 1; the median by performance is shown),
//   MAT_BENCH_OUT: a folder where each run's Lighthouse report (JSON) is written, for its traces.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import demo from '../apps/server/src/db/demo-accounts.json' with { type: 'json' };

const app = process.env.MAT_APP_URL ?? `http://localhost:${process.env.MAT_APP_PORT ?? 5173}`;
const site = process.env.MAT_SITE_URL ?? `http://localhost:${process.env.MAT_SITE_PORT ?? 5174}`;
const which = process.env.MAT_BENCH ?? 'both';
const api = `${app}/api/v2`;
const only = (process.env.MAT_BENCH_PAGES ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const locale = process.env.MAT_BENCH_LOCALE;
if (locale && !['en', 'es'].includes(locale)) throw new Error(`MAT_BENCH_LOCALE is en or es, not ${locale}`);
const runs = Math.max(1, Number(process.env.MAT_BENCH_RUNS ?? 1));
const out = process.env.MAT_BENCH_OUT;
if (out) mkdirSync(out, { recursive: true });

async function call(path, token, body) {
  const response = await fetch(`${api}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: is \`npm start\` running at ${app}?`);
  return response.json();
}

const pages = [];
if (which !== 'site') {
  // The Gold demo patient: Today with her monitors, and her blood pressure monitor.
  const { token } = await call('/plogin', null, { email: demo.gold.email, password: demo.password });
  const monitors = await call('/patient/monitors', token);
  const pressure = monitors.find((monitor) => monitor.type === 'pressure');
  pages.push(
    { name: 'login', origin: app, path: '/auth/login', token: null },
    { name: 'Today (signed in)', origin: app, path: '/dashboard', token },
    { name: 'blood pressure monitor', origin: app, path: `/blood-pressure/${pressure.id}`, token },
  );
}
if (which !== 'app') {
  pages.push(
    { name: 'site: Welcome', origin: site, path: '/', token: null },
    { name: 'site: a program', origin: site, path: '/registered-nurses', token: null },
    { name: 'site: an article', origin: site, path: '/articles/how-to-count-kicks', token: null },
    { name: 'site: health plans (Spanish)', origin: site, path: '/health-plans/es', token: null },
    { name: 'site: a gift', origin: site, path: '/gifts', token: null },
  );
}

const chosen = pages.filter(
  (entry) => only.length === 0 || only.some((word) => entry.name.toLowerCase().includes(word)),
);

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const rows = [];
try {
  for (const entry of chosen) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      // The app keeps its session in sessionStorage: put it there before the app's script runs.
      if (entry.token) await page.evaluateOnNewDocument((value) => sessionStorage.setItem('token', value), entry.token);
      // The language the app opens in is the one kept in localStorage (the patient app only).
      if (locale && entry.origin === app)
        await page.evaluateOnNewDocument((value) => localStorage.setItem('language', value), locale);
      const result = await lighthouse(
        `${entry.origin}${entry.path}`,
        {
          logLevel: 'error',
          output: 'json',
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        undefined,
        page,
      );
      if (out)
        writeFileSync(
          join(out, `${entry.name.replace(/\W+/g, '-')}${locale ? `-${locale}` : ''}-${run + 1}.json`),
          JSON.stringify(result.lhr),
        );
      results.push(result);
      await page.close();
    }
    // The run of median performance: one slow run on a shared machine does not decide the figure.
    const sorted = results.toSorted(
      (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    const result = sorted[Math.floor((sorted.length - 1) / 2)];
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: locale && entry.origin === app ? `${entry.name} (${locale})` : entry.name,
      url: result.lhr.finalDisplayedUrl.replace(entry.origin, ''),
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      SEO: score('seo'),
      'LCP (s)': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      'TBT (ms)': Math.round(audits['total-blocking-time'].numericValue),
      ...(runs > 1
        ? { runs: results.map((each) => Math.round((each.lhr.categories.performance?.score ?? 0) * 100)).join(' ') }
        : {}),
    });
  }
} finally {
  await browser.close();
}
console.log(
  `Lighthouse (mobile) on ${[which !== 'site' && app, which !== 'app' && site].filter(Boolean).join(' and ')}`,
);
console.table(rows);
