// System services some test stages need: Debian's Chromium, a real PostgreSQL and Caddy. The runner
// installs them with apt when it runs as root and they are missing, and starts PostgreSQL,
// because a fresh machine (and CI) has neither and the tests must not depend on what a person
// installed by hand. Without root they are used when present and skipped loudly otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';

const isRoot = process.getuid?.() === 0;
let aptUpdated = false;

function apt(packages) {
  if (!isRoot) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  return result.status === 0;
}

export const CHROMIUM = '/usr/bin/chromium';

/** @returns {string | null} why Chromium cannot be had, or null when it is there */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return null;
  if (!isRoot) return "Chromium is missing and this is not root: install Debian's chromium package";
  return apt(['chromium']) && existsSync(CHROMIUM) ? null : 'apt-get install chromium failed';
}

export const CADDY = '/usr/bin/caddy';

/**
 * The oldest Caddy the topology stage runs: before 2.11.2 a write retried on the second instance
 * after the first refused the connection went with a closed body (502), and the live instance was
 * then left out as failed (caddyserver/caddy#7546; apps/server/test/topology/caddy-retry.test.ts).
 * Debian 12's package is 2.6.2; trixie-backports has a fixed one built for Debian 13, which needs
 * nothing Debian 12 lacks.
 */
export const CADDY_MINIMUM = [2, 11, 2];

/** @returns {number[] | null} the version `caddy version` prints, as numbers */
export function caddyVersion(binary = CADDY) {
  const printed = spawnSync(binary, ['version'], { encoding: 'utf8' }).stdout ?? '';
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(printed.trim());
  return match ? match.slice(1).map(Number) : null;
}

/** @param {number[] | null} version */
export function isFixedCaddy(version) {
  if (!version) return false;
  for (const [i, least] of CADDY_MINIMUM.entries()) if (version[i] !== least) return version[i] > least;
  return true;
}

// apt takes the caddy package, and nothing else, from trixie-backports (Debian's own archive and
// keys); every other package keeps coming from the machine's release.
const BACKPORTS_SOURCE = `Types: deb
URIs: http://deb.debian.org/debian
Suites: trixie-backports
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
`;
const BACKPORTS_PIN = `Package: *
Pin: release n=trixie-backports
Pin-Priority: -1

Package: caddy
Pin: release n=trixie-backports
Pin-Priority: 500
`;

/** @returns {string | null} why a Caddy with the retry fix cannot be had, or null when it is there */
export function ensureCaddy() {
  const wanted = CADDY_MINIMUM.join('.');
  const version = caddyVersion();
  if (isFixedCaddy(version)) return null;
  const found = existsSync(CADDY)
    ? `Caddy ${version?.join('.') ?? '(version unknown)'} is older than ${wanted}`
    : 'Caddy is missing';
  if (!isRoot) return `${found} and this is not root: install Caddy ${wanted} or later (trixie-backports has it)`;
  writeFileSync('/etc/apt/sources.list.d/matrona-caddy.sources', BACKPORTS_SOURCE);
  writeFileSync('/etc/apt/preferences.d/matrona-caddy', BACKPORTS_PIN);
  aptUpdated = false;
  if (!apt(['caddy'])) return 'apt-get install caddy (trixie-backports) failed';
  const installed = caddyVersion();
  return isFixedCaddy(installed) ? null : `apt installed Caddy ${installed?.join('.')}, not ${wanted} or later`;
}

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/postgres`))
    .sort();
  return versions.length ? versions[versions.length - 1] : null;
}

const sql = (statement) =>
  spawnSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -qAt -c "${statement}"`], { encoding: 'utf8' });

/**
 * Installs (as root) and starts the machine's PostgreSQL cluster, and makes a role that may
 * create databases: each server test file makes its own database from this URL.
 * @returns {{ url: string } | { skipped: string }}
 */
export function ensurePostgres() {
  let version = postgresBin();
  if (!version) {
    if (!isRoot) return { skipped: 'PostgreSQL is not installed and this is not root' };
    if (!apt(['postgresql'])) return { skipped: 'apt-get install postgresql failed' };
    version = postgresBin();
    if (!version) return { skipped: 'PostgreSQL installed but its server binary was not found' };
  }
  if (!isRoot) {
    return process.env.MAT_TEST_DATABASE_URL
      ? { url: process.env.MAT_TEST_DATABASE_URL }
      : { skipped: 'not root: set MAT_TEST_DATABASE_URL to a role that may CREATE DATABASE' };
  }
  const clusters = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  if (clusters.length === 0) spawnSync('pg_createcluster', [version, 'main'], { stdio: 'inherit' });
  const [clusterVersion, clusterName, port] = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' })
    .trim()
    .split('\n')[0]
    .split(/\s+/);
  spawnSync('pg_ctlcluster', [clusterVersion, clusterName, 'start'], { stdio: 'inherit' });
  const role = sql("SELECT 1 FROM pg_roles WHERE rolname = 'matrona_test'");
  if (role.status !== 0) return { skipped: `PostgreSQL did not answer: ${role.stderr}` };
  if (role.stdout.trim() !== '1') sql("CREATE ROLE matrona_test LOGIN CREATEDB PASSWORD 'matrona_test'");
  // The tests' role does not wait for each commit to reach the disk: nothing here survives a crash
  // of PostgreSQL itself (the drills kill API instances, not the database), and a server test file
  // commits thousands of times. Production keeps PostgreSQL's default (deploy/compose.yaml).
  sql('ALTER ROLE matrona_test SET synchronous_commit = off');
  const db = sql("SELECT 1 FROM pg_database WHERE datname = 'matrona_test'");
  if (db.stdout.trim() !== '1') sql('CREATE DATABASE matrona_test OWNER matrona_test');
  return { url: `postgres://matrona_test:matrona_test@127.0.0.1:${port}/matrona_test` };
}
