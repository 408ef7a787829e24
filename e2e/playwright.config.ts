import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import {
  CARE_TEAM_OUT_DIR,
  CODE_SECRET,
  DEMO_WORLD,
  E2E_DATA_DIR,
  MARKETING_ORIGIN,
  PATIENT_OUT_DIR,
  PORTS,
} from './tests/environment';

// The journeys run against the built apps (the patient app, the marketing site, the care team's
// console) and a real API server on its own fresh PGlite
// database, in Debian's Chromium (npm test installs it; no browser is downloaded).
//
// Two workers, one server. A journey whose patient is its own (signed up through the API,
// tests/patients.ts, or through the screens when sign-up is what it tests) shares nothing with
// another and runs on either worker, test by test (`journeys`). The journeys tagged DEMO_WORLD use
// the demo world's shared accounts or the care team's shared console, where one journey's writes
// are another's reads (the inbox's first question, the alerts' count, the Gold member's kick
// counter): they run one after another on one worker, in file order (`demo-world`).
export default defineConfig({
  testDir: './tests',
  workers: 2,
  projects: [
    // First, so the longer chain of the two starts at once.
    { name: 'demo-world', grep: new RegExp(DEMO_WORLD), fullyParallel: false, workers: 1 },
    { name: 'journeys', grepInvert: new RegExp(DEMO_WORLD), fullyParallel: true },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORTS.patient}`,
    // No trace: recording one (the page's DOM at every step) slows each step, and the journeys are
    // to meet the app at its own speed. Two races of the journeys showed only without it, both
    // mended: the password-reset journey typed into the page being replaced, and the marketing
    // journey ran axe before a page's style sheet had come. Its cost was within a run's noise (the
    // stage 408 s with it, 415 s without, on clean clones). A failure is looked into by running
    // that journey again with `--trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        // The app's chunks ask V8 to compile every function as it streams in
        // (apps/patient/vite/compileHints.ts), which a phone does beside the main thread; the
        // journeys load the app hundreds of times on two cores, where that compiling competes with
        // everything else: 1.29 s of Chromium's CPU per load of the login page with it, 0.98 s
        // without (5 loads x 6 rounds, interleaved). The journeys check what the app does, which
        // the hint does not change: they compile as Firefox and Safari do, when a function is called.
        '--js-flags=--no-compile-hints-magic',
      ],
    },
  },
  webServer: [
    {
      // The journeys' server: the production server on a clock the journeys move forward
      // (apps/server/e2e-server), so a reminder comes due without waiting for the minute.
      command: `rm -rf ${E2E_DATA_DIR} && node --conditions=@mat/source --import tsx e2e-server/main.ts --demo`,
      cwd: '../apps/server',
      url: `http://127.0.0.1:${PORTS.api}/api/v2/openapi.json`,
      // Reminders are looked for every 2 seconds, so a due one arrives as soon as the clock is moved.
      // Every journey's patient signs up from this one address: the limits are raised accordingly.
      // CODE_SECRET: a secret of its own for every run (tests/environment.ts).
      env: {
        CODE_SECRET,
        PORT: String(PORTS.api),
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        REMINDER_TICK_SECONDS: '2',
        JOB_POLL_SECONDS: '1',
        RATE_LIMIT_SCALE: '100',
        APP_URL: `http://127.0.0.1:${PORTS.patient}`,
      },
      reuseExistingServer: false,
      // Starting from source with the demo world takes over a minute on a busy machine.
      timeout: 180_000,
    },
    {
      // Built once per `npm test`: the budget stage's build is served while it is current, with the
      // same marketing origin; otherwise (run alone, a file changed) it is built here first.
      command: `node ../../scripts/patient-build.mjs --out ${PATIENT_OUT_DIR} --env VITE_MARKETING_ORIGIN=${MARKETING_ORIGIN} --preview`,
      cwd: '../apps/patient',
      url: `http://127.0.0.1:${PORTS.patient}/auth/login`,
      env: {
        PORT: String(PORTS.patient),
        API_PORT: String(PORTS.api),
        VITE_MARKETING_ORIGIN: MARKETING_ORIGIN,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `vite build --outDir ${CARE_TEAM_OUT_DIR} && vite preview --outDir ${CARE_TEAM_OUT_DIR} --host 127.0.0.1`,
      cwd: '../apps/care-team',
      url: `http://127.0.0.1:${PORTS.careTeam}/login`,
      env: { PORT: String(PORTS.careTeam), API_PORT: String(PORTS.api) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'pnpm build && vite preview --outDir dist --host 127.0.0.1',
      cwd: '../apps/marketing',
      url: `http://127.0.0.1:${PORTS.marketing}/`,
      env: {
        PORT: String(PORTS.marketing),
        APP_ORIGIN: `http://127.0.0.1:${PORTS.patient}`,
        SITE_ORIGIN: MARKETING_ORIGIN,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
