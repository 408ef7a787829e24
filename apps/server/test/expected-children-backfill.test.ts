// Migration 0041: a patient who recorded an expected baby without a pregnancy record gets the
// pregnancy its due date says, once, so kick counting and week content keep speaking to her; a
// patient with a pregnancy on record (a reported loss included), or a baby born, is left as is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.js';
import { children, pregnancies } from '../src/db/schema.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient } from './patients.js';

const ctx = setUpTestApp();
const backfill = readFileSync(join(migrationsFolder, '0041_pregnancies_of_expected_children.sql'), 'utf8');

describe(`the expected children's pregnancies on ${databaseKind}`, () => {
  it('gives an expected baby without a pregnancy record its pregnancy, once, and touches no one else', async () => {
    const expecting = await createPatient(ctx);
    const afterLoss = await createPatient(ctx);
    const born = await createPatient(ctx);
    await ctx.db.db.insert(children).values([
      { userId: expecting.id, firstName: 'Luna', dueDate: '2027-02-06' },
      { userId: expecting.id, firstName: 'Sol', dueDate: '2027-02-20' },
      { userId: afterLoss.id, firstName: 'Estrella', dueDate: '2027-01-10' },
      { userId: born.id, firstName: 'Mateo', dueDate: '2026-11-01', dateOfBirth: '2026-11-03' },
    ]);
    await ctx.db.db
      .insert(pregnancies)
      .values({ userId: afterLoss.id, dueDate: '2027-01-10', lossReport: { date: '2026-11-20', type: 'miscarriage' } });

    await ctx.db.db.execute(sql.raw(backfill));
    await ctx.db.db.execute(sql.raw(backfill));

    const of = (userId: number) =>
      ctx.db.db
        .select({ dueDate: pregnancies.dueDate, lossReport: pregnancies.lossReport, childId: pregnancies.childId })
        .from(pregnancies)
        .where(eq(pregnancies.userId, userId));
    expect(await of(expecting.id)).toEqual([{ dueDate: '2027-02-06', lossReport: null, childId: null }]);
    expect(await of(afterLoss.id)).toHaveLength(1);
    expect((await of(afterLoss.id))[0]!.lossReport).not.toBeNull();
    expect(await of(born.id)).toEqual([]);
  });
});
