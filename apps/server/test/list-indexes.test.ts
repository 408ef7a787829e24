// Every paged list is read through an index in the list's own order, so its first page costs the
// same at 40,000 rows as at 100: the statements the API really sends are captured from the driver
// and EXPLAINed (ANALYZE, BUFFERS) with their own parameters, after rows are added with one
// generate_series statement and the tables analyzed. A Sort in a paged list's plan, another index,
// or more pages touched than at 100 rows fails.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { children, monitors } from '../src/db/schema.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const MANY = 40_000;
const FEW = 100;

type Statement = { text: string; params: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};
type RawClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** The statements the driver is sent while `action` runs (PGlite's query(text, params), pg's query(config, params)). */
async function captured(action: () => Promise<unknown>): Promise<Statement[]> {
  const client = (ctx.db.db as unknown as { $client: RawClient }).$client;
  const original = client.query;
  const statements: Statement[] = [];
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string') statements.push({ text: first, params: (second as unknown[]) ?? [] });
    else
      statements.push({
        text: (first as { text: string }).text,
        params: (second as unknown[]) ?? (first as { values?: unknown[] }).values ?? [],
      });
    return original.apply(client, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return statements;
}

async function plan(statement: Statement): Promise<PlanNode> {
  const client = (ctx.db.db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`explain (analyze, buffers, format json) ${statement.text}`, statement.params);
  const value = Object.values(rows[0]!)[0];
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

const blocks = (node: PlanNode) => (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);

/** `paged: false`: a list answered whole (a monitor's few reminders), which may sort its few rows. */
type List = {
  name: string;
  table: string;
  index: string;
  paged?: false;
  url: () => string;
  fill: (from: number, to: number) => Promise<unknown>;
};

describe(`paged lists on ${databaseKind}`, () => {
  let ana: Patient;
  const ids = { pressure: 0, kick: 0, weight: 0 };
  const lists: List[] = [];
  const costAtFew = new Map<string, number>();

  const run = (query: ReturnType<typeof sql>) => ctx.db.db.execute(query);
  const analyze = () =>
    run(
      sql.raw(
        'analyze blood_pressure_readings, kick_count_readings, weight_readings, reminders, notifications, documents, monitors',
      ),
    );

  async function firstPage(list: List) {
    const statements = await captured(async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v2${list.url()}`,
        headers: { authorization: `Bearer ${ana.token}` },
      });
      expect(response.statusCode, `${list.name}: ${response.body}`).toBe(200);
    });
    const listing = statements.filter((s) => s.text.includes(`from "${list.table}"`) && /order by/i.test(s.text));
    expect(listing, `${list.name}: one statement reads the list`).toHaveLength(1);
    return plan(listing[0]!);
  }

  beforeAll(async () => {
    ana = await createPatient(ctx, { goldUntil: new Date('2030-01-01T00:00:00Z'), dueDate: '2027-02-10' });
    const [baby] = await ctx.db.db
      .insert(children)
      .values({ userId: ana.id, firstName: 'Lu', dateOfBirth: '2026-06-01' })
      .returning();
    const made = await ctx.db.db
      .insert(monitors)
      .values([
        { userId: ana.id, type: 'pressure', name: 'Blood pressure' },
        { userId: ana.id, type: 'kick_counter', name: 'Lu', childId: baby!.id },
        { userId: ana.id, type: 'weight', name: 'Lu', childId: baby!.id },
      ])
      .returning();
    Object.assign(ids, { pressure: made[0]!.id, kick: made[1]!.id, weight: made[2]!.id });
    const user = ana.id;
    lists.push(
      {
        name: 'blood pressure readings',
        table: 'blood_pressure_readings',
        index: 'blood_pressure_readings_page_idx',
        url: () => `/patient/monitors/pressure/${ids.pressure}/readings?page=1`,
        fill: (from, to) =>
          run(sql`insert into blood_pressure_readings (monitor_id, systolic, diastolic, pulse, measured_at, source)
            select ${ids.pressure}, 110, 70, 70, timestamptz '2020-01-01' + i * interval '1 minute', 'manual' from generate_series(${from}::int, ${to}::int) i`),
      },
      {
        name: 'kick counts',
        table: 'kick_count_readings',
        index: 'kick_count_readings_page_idx',
        url: () => `/patient/monitors/kick-counter/${ids.kick}/readings?page=1`,
        fill: (from, to) =>
          run(sql`insert into kick_count_readings (monitor_id, running, total_kicks, duration_seconds, date, time, added_by)
            select ${ids.kick}, false, 10, 600, date '2020-01-01' + i / 24, lpad((i % 24)::text, 2, '0') || ':00', ${user} from generate_series(${from}::int, ${to}::int) i`),
      },
      {
        name: 'baby weights',
        table: 'weight_readings',
        index: 'weight_readings_page_idx',
        url: () => `/patient/monitors/weight/${ids.weight}/readings?page=1`,
        fill: (from, to) =>
          run(sql`insert into weight_readings (monitor_id, grams, unit, measured_on)
            select ${ids.weight}, 3000 + i % 500, 'kg', date '2020-01-01' + i / 4 from generate_series(${from}::int, ${to}::int) i`),
      },
      {
        // A monitor has a few reminders; the table grows with everyone's.
        name: 'reminders of a monitor',
        table: 'reminders',
        index: 'reminders_monitor_idx',
        paged: false,
        url: () => `/patient/monitor-reminders/${ids.pressure}`,
        fill: async (from, to) => {
          if (from === 1) {
            await run(sql`insert into reminders (user_id, monitor_id, type, time, daily, minutes)
              select ${user}, ${ids.pressure}, 'blood_pressure', lpad(i::text, 2, '0') || ':00', true, 0 from generate_series(1, 3) i`);
          }
          // Other monitors' reminders (weight monitors without a child need no child row).
          const owners = Math.ceil((to - from + 1) / 100);
          return run(sql`with others as (
              insert into monitors (user_id, type, name) select ${user}, 'weight', 'other' from generate_series(1, ${owners}::int) returning id)
            insert into reminders (user_id, monitor_id, type, time, daily, minutes)
            select ${user}, others.id, 'baby_weight', lpad((i % 24)::text, 2, '0') || ':00', true, 0 from others, generate_series(1, 100) i`);
        },
      },
      {
        name: 'notifications',
        table: 'notifications',
        index: 'notifications_user_idx',
        url: () => '/patient/notifications?page=1',
        fill: (from, to) =>
          run(sql`insert into notifications (user_id, kind, reminder_type, due_at)
            select ${user}, 'reminder', 'blood_pressure', timestamptz '2020-01-01' + i * interval '1 minute' from generate_series(${from}::int, ${to}::int) i`),
      },
      {
        name: 'documents',
        table: 'documents',
        index: 'documents_user_page_idx',
        url: () => '/patient/documents?page=1',
        fill: (from, to) =>
          run(sql`insert into documents (user_id, name, mime_type, size_bytes, file_key, uploaded_by, created_at)
            select ${user}, 'scan ' || i, 'application/pdf', 1000, 'documents/' || i, 'patient', timestamptz '2020-01-01' + i * interval '1 minute'
            from generate_series(${from}::int, ${to}::int) i`),
      },
    );
    for (const list of lists) await list.fill(1, FEW);
    await analyze();
    for (const list of lists) costAtFew.set(list.name, blocks(await firstPage(list)));
    for (const list of lists) await list.fill(FEW + 1, MANY);
    await analyze();
  }, 180_000);

  it.each([
    'blood pressure readings',
    'kick counts',
    'baby weights',
    'reminders of a monitor',
    'notifications',
    'documents',
  ])('reads the first page of %s through its index, in its order, at 40,000 rows for the cost of 100', async (name) => {
    const list = lists.find((l) => l.name === name)!;
    const top = await firstPage(list);
    const all = nodes(top);
    if (list.paged !== false) {
      expect(
        all.filter((n) => /Sort/.test(n['Node Type'])).map((n) => n['Node Type']),
        `${name}: no sort`,
      ).toEqual([]);
    }
    const scans = list.paged === false ? /Index( Only)? Scan|Bitmap Index Scan/ : /^Index( Only)? Scan/;
    expect(
      all.some((n) => scans.test(n['Node Type']) && n['Index Name'] === list.index),
      `${name}: scans ${list.index}`,
    ).toBe(true);
    // The pages touched: the index's descent and one page's rows, as with 100 rows.
    expect(
      blocks(top),
      `${name}: buffers at ${MANY} rows against ${costAtFew.get(name)} at ${FEW}`,
    ).toBeLessThanOrEqual(costAtFew.get(name)! + 8);
  });
});
