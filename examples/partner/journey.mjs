// The partner example's journey, in Debian's Chromium: the reference API server on its embedded
// database (PGlite, a fresh folder) with the demo world, the built example served by `vite preview`
// forwarding Cedar's API path to it, the demo patient's session handed over the way Cedar does
// (signed in server to server, then the page's address fragment), and in English and Spanish:
// both features render with their data, in Cedar's brand colour and fonts, with no break at 320 px
// and nothing reported by axe (WCAG 2.2 AA, as e2e/tests/axe.ts).
// Ports: MAT_E2E_OFFSET's block (e2e/tests/environment.ts): the API's and the patient app's.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { workspace } from '../../scripts/pack-packages.mjs';

/* global document, getComputedStyle -- the functions given to page.evaluate run in the page */

const offset = Number(process.env.MAT_E2E_OFFSET ?? 0);
const ports = { api: 3310 + 4 * offset, page: 5310 + 4 * offset };
const api = `http://127.0.0.1:${ports.api}/api/v2`;
const pageUrl = `http://127.0.0.1:${ports.page}/`;

// The browser driver and axe come from the workspace (root and e2e), not from the partner's app.
const fromRoot = createRequire(path.join(workspace, 'package.json'));
const fromE2e = createRequire(path.join(workspace, 'e2e', 'package.json'));
const { chromium } = fromRoot('playwright');
const { default: AxeBuilder } = fromE2e('@axe-core/playwright');

const cedar = { brand: 'rgb(13, 92, 99)', body: 'Trebuchet MS', heading: 'Georgia' };
const texts = {
  en: { pressure: 'Blood pressure', addReading: 'Add a reading', screenings: 'Check-ins on how you feel' },
  es: {
    pressure: 'Presión arterial',
    addReading: 'Agregar una medición',
    screenings: 'Cuestionarios sobre cómo te sientes',
  },
};

function start(name, command, args, cwd, env) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`${name} stopped early (${code ?? signal})`);
  });
  return child;
}

function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.stopping = true;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function waitFor(url, child, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function check(name, ok, detail = '') {
  console.log(`${ok ? 'ok' : 'FAILED'}: ${name}${ok || !detail ? '' : ` (${detail})`}`);
  if (!ok) throw new Error(`Partner journey failed: ${name}`);
}

/** Cedar's server signing its member in with Matrona: the session token it hands to the page. */
async function signInServerToServer() {
  const demo = JSON.parse(readFileSync(path.join(workspace, 'apps/server/src/db/demo-accounts.json'), 'utf8'));
  const response = await fetch(`${api}/plogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.patient.email, password: demo.password }),
  });
  if (!response.ok) throw new Error(`POST /plogin answered ${response.status}: ${await response.text()}`);
  return (await response.json()).token;
}

async function visit(browser, token, locale) {
  const t = texts[locale];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${pageUrl}?lang=${locale}#matrona-session=${encodeURIComponent(token)}`);
    const pressure = page.getByRole('heading', { level: 1, name: t.pressure });
    const screenings = page.getByRole('heading', { level: 1, name: t.screenings });
    await pressure.waitFor({ timeout: 30_000 });
    await screenings.waitFor({ timeout: 30_000 });
    check(`${locale}: both features render`, true);
    check(`${locale}: the token left the address`, !page.url().includes('matrona-session'), page.url());

    // Data from the server through Cedar's own API path: the demo patient's readings and screenings.
    const bpSection = page.getByRole('region', {
      name: locale === 'en' ? 'Your blood pressure' : 'Tu presión arterial',
    });
    await bpSection.getByRole('listitem').first().waitFor({ timeout: 30_000 });
    check(`${locale}: the demo patient's readings are listed`, (await bpSection.getByRole('listitem').count()) > 0);
    const checkIns = page.getByRole('region', { name: locale === 'en' ? 'Your check-ins' : 'Tus controles' });
    await checkIns.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30_000 });
    check(`${locale}: the screenings are listed`, (await checkIns.getByRole('heading', { level: 2 }).count()) > 0);

    // Cedar's theme, as the browser computed it.
    const addReading = page.getByRole('link', { name: t.addReading });
    const look = await addReading.evaluate((el) => {
      const heading = document.querySelector('h1');
      return {
        background: getComputedStyle(el).backgroundColor,
        body: getComputedStyle(el).fontFamily,
        heading: heading ? getComputedStyle(heading).fontFamily : '',
        href: el.getAttribute('href') ?? '',
      };
    });
    check(`${locale}: the brand colour is Cedar's`, look.background === cedar.brand, look.background);
    check(`${locale}: the body font is Cedar's`, look.body.includes(cedar.body), look.body);
    check(`${locale}: the heading font is Cedar's`, look.heading.startsWith(cedar.heading), look.heading);
    check(
      `${locale}: links lead into Matrona's app`,
      look.href.startsWith('https://app.matrona.example/blood-pressure/'),
      look.href,
    );

    // axe on the page as it is, with the tokens on it (else contrast would be the browser's).
    const tokens = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mat-color-text-default'),
    );
    check(`${locale}: the tokens' custom properties are on the page`, tokens.trim() !== '');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .exclude('[data-live-announcer]')
      .analyze();
    const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    check(`${locale}: axe reports nothing`, violations.length === 0, violations.join('; '));

    await page.setViewportSize({ width: 320, height: 800 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    check(`${locale}: nothing overflows at 320 px`, width <= 320, `${width} px wide`);
  } finally {
    await context.close();
  }
}

/**
 * Starts the reference API server from source on a fresh embedded database (PGlite) with the demo
 * world, whatever the environment points at. It takes a minute or more on a busy machine, so the
 * consumer check starts it first and its start overlaps the installs and builds. `stop()` ends it
 * and removes its data; calling it twice is harmless.
 */
export function startApiServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mat-partner-data-'));
  const env = { ...process.env, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const server = start(
    'the API server',
    process.execPath,
    ['--conditions=@mat/source', '--import', 'tsx', 'src/main.ts', '--demo'],
    path.join(workspace, 'apps/server'),
    {
      ...env,
      PORT: String(ports.api),
      DATA_DIR: dataDir,
      // A signing secret of this run's alone: the server has no default.
      CODE_SECRET: randomBytes(32).toString('base64url'),
    },
  );
  return {
    server,
    stop: () => {
      stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs the journey against the example built in `app` (its dist), then stops `apiServer`. */
export async function runPartnerJourney(app, apiServer = startApiServer()) {
  let preview;
  let browser;
  try {
    preview = start(
      'the example',
      path.join(app, 'node_modules', '.bin', 'vite'),
      ['preview', '--port', String(ports.page), '--logLevel', 'warn'],
      app,
      {
        ...process.env,
        MATRONA_API_ORIGIN: `http://127.0.0.1:${ports.api}`,
      },
    );
    await waitFor(pageUrl, preview, 60);
    // Starting from source with the demo world takes over a minute on a busy machine.
    await waitFor(`${api}/openapi.json`, apiServer.server, 180);
    const token = await signInServerToServer();
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    for (const locale of ['en', 'es']) await visit(browser, token, locale);
  } finally {
    await browser?.close();
    stop(preview);
    apiServer.stop();
  }
}
