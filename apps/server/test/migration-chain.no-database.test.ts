// The migrations drizzle-kit writes form one chain: each snapshot names the one before it, in the
// journal's order, and the journal names only files that exist. Two migrations generated side by
// side on branches both point at the same parent; the next `db:generate` would then diff against
// a snapshot that lacks the other's tables and write a migration that creates them again.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, '../drizzle');
const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};
const snapshotOf = (tag: string) =>
  JSON.parse(readFileSync(join(folder, 'meta', `${tag.slice(0, 4)}_snapshot.json`), 'utf8')) as {
    id: string;
    prevId: string;
  };

describe('the migration history', () => {
  it('names, in rising order, only migrations whose SQL and snapshot exist', () => {
    const numbers = journal.entries.map((entry) => Number(entry.tag.slice(0, 4)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    // The migrator applies what is newer than the last migration a database ran, by this time:
    // a migration stamped before the one ahead of it would be skipped on a database that has that one.
    const stamps = journal.entries.map((entry) => entry.when);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    for (const entry of journal.entries) {
      expect(existsSync(join(folder, `${entry.tag}.sql`)), entry.tag).toBe(true);
      expect(existsSync(join(folder, 'meta', `${entry.tag.slice(0, 4)}_snapshot.json`)), entry.tag).toBe(true);
    }
  });

  it('is one chain: each snapshot follows the one before it', () => {
    const snapshots = journal.entries.map((entry) => ({ tag: entry.tag, ...snapshotOf(entry.tag) }));
    for (const [index, snapshot] of snapshots.entries()) {
      if (index === 0) continue;
      expect(snapshot.prevId, `${snapshot.tag} should follow ${snapshots[index - 1]!.tag}`).toBe(
        snapshots[index - 1]!.id,
      );
    }
  });
});
