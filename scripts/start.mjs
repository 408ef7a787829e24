// `npm start`: builds the server and the apps, starts the API server on embedded PGlite under .data/ (migrated,
// with the demo world), serves the patient app, the care team's console and the marketing site, and
// prints where they are and the demo logins. Ctrl+C stops everything; the data stays in .data/ for the next start.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import demoAccounts from '../apps/server/src/db/demo-accounts.json' with { type: 'json' };
import { localSecretFile } from './local-secret.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ports = {
  api: Number(process.env.MAT_API_PORT ?? 3000),
  app: Number(process.env.MAT_APP_PORT ?? 5173),
  site: Number(process.env.MAT_SITE_PORT ?? 5174),
  console: Number(process.env.MAT_CONSOLE_PORT ?? 5175),
};
const urls = {
  api: `http://localhost:${ports.api}/api/v2`,
  app: `http://localhost:${ports.app}`,
  site: `http://localhost:${ports.site}`,
  console: `http://localhost:${ports.console}`,
};
const dataDir = join(root, '.data');

function build(name, filter, env = {}) {
  console.log(`Building ${name}...`);
  const result = spawnSync('pnpm', ['--filter', filter, 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`Building ${name} failed.`);
    process.exit(1);
  }
}

/** Resolves to true when nothing listens on the port yet. */
const isFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port);
  });

for (const [name, variable, port] of [
  ['API', 'MAT_API_PORT', ports.api],
  ['patient app', 'MAT_APP_PORT', ports.app],
  ['marketing site', 'MAT_SITE_PORT', ports.site],
  ["care team's console", 'MAT_CONSOLE_PORT', ports.console],
]) {
  if (!(await isFree(port))) {
    console.error(
      `Port ${port} (the ${name}) is in use: stop what uses it, or choose another with ${variable}=<port>.`,
    );
    process.exit(1);
  }
}

// The server runs its JavaScript build; `...` builds the workspace packages it imports first.
build('the API server', '@mat/server...');
build('the patient app', '@mat/patient', { VITE_MARKETING_ORIGIN: urls.site });
build('the marketing site', '@mat/marketing', { APP_ORIGIN: urls.app, SITE_ORIGIN: urls.site });
build("the care team's console", '@mat/care-team');

const children = [];
function start(name, filter, args, env) {
  // Each in its own process group, so that stopping reaches the server behind pnpm and sh too.
  const child = spawn('pnpm', ['--filter', filter, 'run', ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // The server closes its database before it exits, so nothing written is lost.
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve))),
    ),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// A provider's e-mail on the patient login is sent to this console's sign-in (no external one here).
start('The API server', '@mat/server', ['start', '--demo'], {
  PORT: String(ports.api),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The data folder's own signing secret, made on its first start (scripts/local-secret.mjs),
  // unless the environment names one.
  ...(process.env.CODE_SECRET || process.env.CODE_SECRET_FILE ? {} : { CODE_SECRET_FILE: localSecretFile(dataDir) }),
  APP_URL: urls.app,
  PROVIDER_LOGIN_URL: process.env.PROVIDER_LOGIN_URL ?? `${urls.console}/login`,
});
start('The patient app', '@mat/patient', ['preview'], { PORT: String(ports.app), API_PORT: String(ports.api) });
start('The marketing site', '@mat/marketing', ['preview'], { PORT: String(ports.site) });
start("The care team's console", '@mat/care-team', ['preview'], {
  PORT: String(ports.console),
  API_PORT: String(ports.api),
});

async function waitFor(url) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const up = await Promise.all([
  waitFor(`${urls.api}/openapi.json`),
  waitFor(`${urls.app}/`),
  waitFor(`${urls.site}/`),
  waitFor(`${urls.console}/`),
]);
if (up.includes(false)) {
  console.error('Something did not start in time: see the messages above.');
  stop(1);
} else {
  console.log(`
Matrona is running.

  Patient app     ${urls.app}
  Care team       ${urls.console}   (the console)
  Marketing site  ${urls.site}   (Spanish: ${urls.site}/es)
  API             ${urls.api}   (description: ${urls.api}/openapi.json)

  Demo login      ${demoAccounts.patient.email} / ${demoAccounts.password} (postpartum, a baby of three weeks)
                  or by phone ${demoAccounts.patient.phone}, with the code from the sms outbox
  Gold member     ${demoAccounts.gold.email} / ${demoAccounts.password} (30 weeks pregnant, kick counter)
  Console login   ${demoAccounts.provider.email} / ${demoAccounts.password} (a nurse of Sunrise Maternity Care)
                  ${demoAccounts.otherProvider.email} / ${demoAccounts.password} (a midwife of another organization)
                  ${demoAccounts.onCall.email} / ${demoAccounts.password} (Matrona's on-call nurse: alerts of patients without a care team)
                  staff API: http://localhost:${ports.api}/api/staff/v1
  SMS outbox      ${join(dataDir, 'outbox', 'sms.jsonl')} (texted codes land here)
  Data            ${dataDir} (kept between starts; delete it for a fresh demo world)

Press Ctrl+C to stop.`);
}
