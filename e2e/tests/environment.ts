import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Shifts every port and folder, so two engineers' runs on one machine never meet (default 0). */
const offset = Number(process.env.MAT_E2E_OFFSET ?? 0);

/** Ports of their own, so the journeys never meet a server a person left running. */
// Each offset owns a block of four ports, so two runs side by side (offsets 20 and 21, or 20 and
// 120) never share one: the patient app, the site and the console are 5310, 5311 and 5312 + 4 × offset.
const block = 4 * offset;
export const PORTS = {
  api: 3310 + block,
  patient: 5310 + block,
  marketing: 5311 + block,
  careTeam: 5312 + block,
} as const;

/** The API server's data folder: emptied at every run. Its sms outbox is read like a phone. */
export const E2E_DATA_DIR = join(tmpdir(), offset ? `matrona-e2e-${offset}` : 'matrona-e2e');

/**
 * Where the patient app is built for the run (from apps/patient). At offset 0, the budget stage's
 * folder: `npm test` builds the app there once, with this marketing origin, and the journeys serve
 * that build while it is current (scripts/patient-build.mjs); run alone, they build it there first.
 */
export const PATIENT_OUT_DIR = offset ? `dist-e2e-${offset}` : '../../.reports/budget-app';

/** The marketing site's origin, which the patient app links to (its VITE_MARKETING_ORIGIN). */
export const MARKETING_ORIGIN = `http://127.0.0.1:${PORTS.marketing}`;

/** Where the care team's console is built for the run. */
export const CARE_TEAM_OUT_DIR = offset ? `dist-e2e-${offset}` : 'dist';

/**
 * The API server's root secret (CODE_SECRET: codes, links and tokens are signed with keys derived
 * from it), fresh for every run. Made once in the runner's process and kept in its environment, so
 * every server of the run and every worker (which loads this file again) share the one secret.
 */
export const CODE_SECRET = (process.env.MAT_E2E_CODE_SECRET ??= randomBytes(32).toString('base64url'));

/**
 * The tag of the journeys that use the demo world's shared accounts (the demo patient, the Gold
 * member) or the care team's shared console (the nurse's inbox, alerts and patients): they run one
 * at a time, in the `demo-world` project, while the journeys whose patients are their own run beside
 * them (playwright.config.ts).
 */
export const DEMO_WORLD = '@demo-world';
