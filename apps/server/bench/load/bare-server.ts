// The baseline of the load benchmark: a bare Fastify 5 server on the same driver and tables as
// Matrona's, doing the same work per request with three plain statements (the session by its
// token's hash, the monitor's owner, then a page of readings or one inserted reading). No ORM, no
// contract, no layers: what the database and the framework cost on their own, through each driver's
// plain `query` (on PGlite without the prepared statements Matrona's database port keeps).
import type { PGlite } from '@electric-sql/pglite';
import { classifyBloodPressure } from '@mat/domain';
import Fastify from 'fastify';
import type pg from 'pg';
import { hashToken } from '../../src/services/secrets.js';
import { serveWorld } from './serve.js';

type Row = Record<string, unknown>;
type Query = (text: string, params: unknown[]) => Promise<Row[]>;

function reading(row: Row) {
  const { category } = classifyBloodPressure({ systolic: Number(row.systolic), diastolic: Number(row.diastolic) });
  return {
    id: row.id,
    monitor_id: row.monitor_id,
    systolic: row.systolic,
    diastolic: row.diastolic,
    pulse: row.pulse,
    symptoms: [],
    notes: row.notes,
    measured_at: new Date(row.measured_at as string | Date).toISOString(),
    source: row.source,
    category,
  };
}

await serveWorld(
  async (world) => {
    const client = (world.handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
    // The same call on both drivers: PGlite's and pg's `query(text, params)` answer `{ rows }`.
    const query: Query = async (text, params) => (await (client as PGlite).query<Row>(text, params)).rows;
    const app = Fastify();

    async function ownedMonitor(authorization: string | undefined, monitorId: number) {
      const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!token) return null;
      const [session] = await query(
        'select u.id from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > $2',
        [hashToken(token), new Date()],
      );
      if (!session) return null;
      const [monitor] = await query("select id from monitors where id = $1 and user_id = $2 and type = 'pressure'", [
        monitorId,
        session.id,
      ]);
      return monitor ? (monitor.id as number) : null;
    }

    app.get<{ Params: { id: string }; Querystring: { page?: string } }>(
      '/api/v2/patient/monitors/pressure/:id/readings',
      async (request, reply) => {
        const monitorId = await ownedMonitor(request.headers.authorization, Number(request.params.id));
        if (monitorId === null) return reply.code(404).send({ code: 'errors.notFound' });
        const page = Number(request.query.page ?? 1);
        const rows = await query(
          'select * from blood_pressure_readings where monitor_id = $1 order by measured_at desc, id desc limit 21 offset $2',
          [monitorId, (page - 1) * 20],
        );
        return { data: rows.slice(0, 20).map(reading), page, has_more: rows.length > 20 };
      },
    );

    app.post<{
      Params: { id: string };
      Body: { systolic: number; diastolic: number; pulse?: number; measured_at?: string };
    }>('/api/v2/patient/monitors/pressure/:id', async (request, reply) => {
      const monitorId = await ownedMonitor(request.headers.authorization, Number(request.params.id));
      if (monitorId === null) return reply.code(404).send({ code: 'errors.notFound' });
      const { systolic, diastolic, pulse = null, measured_at } = request.body;
      const [row] = await query(
        "insert into blood_pressure_readings (monitor_id, systolic, diastolic, pulse, measured_at, source) values ($1, $2, $3, $4, $5, 'manual') returning *",
        [monitorId, systolic, diastolic, pulse, measured_at ? new Date(measured_at) : new Date()],
      );
      return reply.code(201).send(reading(row!));
    });
    return app;
  },
  { stockDriver: true },
);
