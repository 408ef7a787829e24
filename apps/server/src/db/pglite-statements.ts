// Named prepared statements for PGlite, as node-postgres keeps them per connection on PostgreSQL.
//
// PGlite's own `query(text, params)` speaks the extended protocol in six calls into the database
// for every statement (parse, describe the statement, bind, describe the portal, execute, sync):
// each one parsed and planned again, and its messages copied and decoded again. Here each distinct
// statement text is parsed and described once under a name; a call then sends bind, execute and
// sync in one message, and PostgreSQL reuses the statement (and, after a few calls, its plan).
// Results, errors (the same DatabaseError with the query attached) and the locking against
// transactions are PGlite's own; queries inside a transaction still take PGlite's own path.
import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Statement = { name: string; paramTypes: number[]; description: Message | null };
type Parsers = PGlite['parsers'];

/** How many statements are kept prepared by default; the least recently used is closed past it. */
export const PREPARED_STATEMENTS_KEPT = 500;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** PostgreSQL's answer when a prepared statement's result shape changed under it (DDL). */
const stalePlan = (error: unknown) => error instanceof protocol.messages.DatabaseError && error.code === '0A000' && /cached plan/.test(error.message);

export function keepPreparedStatements(client: PGlite, { keep = PREPARED_STATEMENTS_KEPT } = {}): void {
  const statements = new Map<string, Statement>();
  // The driver's own parsers merged over PGlite's, once per parsers object (not per query).
  const merged = new WeakMap<Parsers, Parsers>();
  let counter = 0;

  const execute = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string, paramTypes: number[] | undefined): Promise<Statement> {
    const name = `mat_${++counter}`;
    const messages = await execute(concat([serialize.parse({ name, text, types: paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      description: messages.find((message) => message.name === 'rowDescription') ?? null,
    };
    statements.set(text, statement);
    if (statements.size > keep) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await execute(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]));
    }
    return statement;
  }

  async function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await execute(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]));
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last, so the first entry is the one to close when too many are kept.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text, options?.paramTypes);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await execute(concat([serialize.bind({ statement: statement.name, values: values as string[] }), serialize.execute({}), serialize.sync()]));
    let parsers: Parsers = client.parsers;
    const own = options?.parsers as Parsers | undefined;
    if (own) {
      parsers = merged.get(own) ?? { ...client.parsers, ...own };
      merged.set(own, parsers);
    }
    const all = statement.description ? [statement.description, ...messages] : messages;
    return parse.parseResults(all, parsers, { rowMode: options?.rowMode })[0] as Results<T>;
  }

  const query = client.query.bind(client);
  const prepared = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    // Large objects go through PGlite's own path, which knows about them.
    if (options?.blob) return query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          try {
            return await run<T>(text, params, options);
          } catch (error) {
            if (!stalePlan(error)) throw error;
            await forget(text);
            return await run<T>(text, params, options);
          }
        } catch (error) {
          if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
          throw error;
        } finally {
          await client.syncToFs();
        }
      }),
    );
  };
  client.query = prepared as PGlite['query'];
}
