// A database of its own on the PostgreSQL of an admin URL, for a test file or a benchmark run,
// dropped when done (WITH FORCE: a killed server process may still hold a connection). Made empty,
// or as a copy of a template database (the server tests' migrated one, see global-setup.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function freshPostgres(
  adminUrl: string,
  prefix = 'matrona_test',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    template ? `CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(template)}` : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A backend still ending (a stream's last query, an autovacuum worker) may refuse WITH FORCE
  // for a moment ("must be a member of the role whose process is being terminated"): try again.
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          return;
        } catch (error) {
          if (attempt >= 10) throw error;
          await new Promise((wait) => setTimeout(wait, 500));
        }
      }
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), drop };
}
