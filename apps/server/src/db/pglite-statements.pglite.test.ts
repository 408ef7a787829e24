import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPreparedStatements } from './pglite-statements.js';

// Each statement prepared once under a name must answer exactly as PGlite's own `query` does.
describe('PGlite with prepared statements', () => {
  let client: PGlite;
  const plain = (text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
    PGlite.prototype.query.call(client, text, params, options);
  const prepared = async () =>
    (await plain('select name, statement from pg_prepared_statements order by name')).rows as {
      name: string;
      statement: string;
    }[];

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table things (id serial primary key, name text not null unique, at timestamptz not null, tags int[], data jsonb);
      insert into things (name, at, tags, data) values ('one', '2026-01-02T03:04:05Z', '{1,2}', '{"a":1}'), ('two', '2026-02-03T04:05:06Z', null, null);`);
    keepPreparedStatements(client, { keep: 4 });
  });
  afterAll(async () => {
    await client.close();
  });

  it('answers as PGlite does, in object and array rows, with the caller’s parsers', async () => {
    const text = 'select * from things where id >= $1 and at < $2 order by id';
    const params = [1, new Date('2030-01-01T00:00:00Z')];
    const keepTimestamps = { [types.TIMESTAMPTZ]: (value: string) => value };
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { rowMode: 'array' as const, parsers: keepTimestamps },
    ]) {
      const mine = await client.query(text, params, options);
      const theirs = await plain(text, params, options);
      expect(mine).toEqual(theirs);
      expect(mine.rows).toHaveLength(2);
    }
    const { rows } = await client.query<{ at: Date; tags: number[] | null; data: unknown }>(
      'select at, tags, data from things where name = $1',
      ['one'],
    );
    expect(rows).toEqual([{ at: new Date('2026-01-02T03:04:05Z'), tags: [1, 2], data: { a: 1 } }]);
  });

  it('reports writes as PGlite does, and prepares a statement once however often it runs', async () => {
    const insert = 'insert into things (name, at) values ($1, $2) returning id, name';
    const first = await client.query(insert, ['three', new Date()]);
    const second = await client.query(insert, ['four', new Date()]);
    expect(first).toMatchObject({ affectedRows: 1, rows: [{ name: 'three' }] });
    expect(second).toMatchObject({ affectedRows: 1, rows: [{ name: 'four' }] });
    expect((await prepared()).filter((s) => s.statement === insert)).toHaveLength(1);
    const update = await client.query('update things set name = name || $1 where name in ($2, $3)', [
      '!',
      'three',
      'four',
    ]);
    expect(update).toMatchObject({ affectedRows: 2, rows: [] });
  });

  it('refuses a bad statement with PGlite’s error, the query attached, and goes on working', async () => {
    const duplicate = client.query('insert into things (name, at) values ($1, now())', ['one']);
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      query: 'insert into things (name, at) values ($1, now())',
      params: ['one'],
    });
    await expect(client.query('select nonsense from nowhere where $1')).rejects.toMatchObject({ code: '42P01' });
    expect((await prepared()).some((s) => s.statement.includes('nowhere'))).toBe(false);
    expect((await client.query<{ n: number }>('select count(*)::int as n from things')).rows).toEqual([{ n: 4 }]);
  });

  it('keeps a bounded number of statements, closing the least recently used', async () => {
    for (let i = 0; i < 10; i++) await client.query(`select ${i} as n where $1::int > 0`, [1]);
    const kept = (await prepared()).filter((s) => s.name.startsWith('mat_'));
    expect(kept.map((s) => s.statement)).toEqual(expect.arrayContaining(['select 9 as n where $1::int > 0']));
    expect(kept.length).toBeLessThanOrEqual(4);
  });

  it('prepares again a statement whose table changed shape', async () => {
    const text = 'select * from things where id = $1';
    expect(Object.keys((await client.query(text, [1])).rows[0] as object)).not.toContain('extra');
    await client.exec("alter table things add column extra text not null default 'x'");
    expect((await client.query(text, [1])).rows[0]).toMatchObject({ id: 1, extra: 'x' });
  });

  it('waits for an open transaction, whose own queries take PGlite’s path', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('update things set name = $1 where id = $2', ['uno', 1]);
      order.push('transaction wrote');
      await held;
      order.push('transaction ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = client
      .query<{ name: string }>('select name from things where id = $1', [1])
      .then(({ rows }) => order.push(`outside read ${rows[0]!.name}`));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['transaction wrote', 'transaction ends', 'outside read uno']);
  });
});
