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
type Field = { name: string; dataTypeID: number };
type Parser = (value: string, typeId: number) => unknown;
type Statement = {
  name: string;
  paramTypes: number[];
  fields: Field[];
  parsers: WeakMap<object, (Parser | undefined)[]>;
};

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
const stalePlan = (error: unknown) =>
  error instanceof protocol.messages.DatabaseError && error.code === '0A000' && /cached plan/.test(error.message);

export function keepPreparedStatements(client: PGlite, { keep = PREPARED_STATEMENTS_KEPT } = {}): void {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const noParsers = {};

  const execute = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string, paramTypes: number[] | undefined): Promise<Statement> {
    const name = `mat_${++counter}`;
    const messages = await execute(
      concat([
        serialize.parse({ name, text, types: paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (
        (messages.find((message) => message.name === 'rowDescription') as { fields?: Field[] } | undefined)?.fields ??
        []
      ).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
      parsers: new WeakMap(),
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

  /**
   * PGlite's `parseResults` for one statement, with each column's parser looked up once per
   * statement and driver parsers (not PGlite's whole table copied and merged on every query).
   */
  function results<T>(statement: Statement, messages: Message[], options: QueryOptions | undefined): Results<T> {
    const own = (options?.parsers ?? noParsers) as Record<number, Parser | undefined>;
    let parsers = statement.parsers.get(own);
    if (!parsers) {
      parsers = statement.fields.map(
        ({ dataTypeID }) => own[dataTypeID] ?? (client.parsers[dataTypeID] as Parser | undefined),
      );
      statement.parsers.set(own, parsers);
    }
    const { fields } = statement;
    const cell = (value: string | null, i: number) =>
      value === null ? null : parsers[i] ? parsers[i](value, fields[i]!.dataTypeID) : value;
    const rows: unknown[] = [];
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as unknown as { fields: (string | null)[] }).fields;
        if (options?.rowMode === 'array') rows.push(values.map(cell));
        else rows.push(Object.fromEntries(values.map((value, i) => [fields[i]!.name, cell(value, i)])));
      } else if (message.name === 'commandComplete') {
        // As PGlite reads a command tag: "SELECT 2", "UPDATE 3", "INSERT 0 5"; a count only for writes.
        const parts = (message as unknown as { text: string }).text.split(' ');
        const command = parts[0]!;
        const rowCount = parseInt(parts[parts.length - 1]!, 10);
        const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? rowCount : 0;
        return {
          rows,
          fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
          command,
          affectedRows,
          ...(Number.isNaN(rowCount) ? {} : { rowCount }),
        } as Results<T>;
      }
    }
    return { affectedRows: 0, rows: [], fields: [] } as Results<T>;
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
    const messages = await execute(
      concat([
        serialize.bind({ statement: statement.name, values: values as string[] }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return results<T>(statement, messages, options);
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
          if (error instanceof protocol.messages.DatabaseError)
            Object.assign(error, { query: text, params, queryOptions: options });
          throw error;
        } finally {
          await client.syncToFs();
        }
      }),
    );
  };
  client.query = prepared as PGlite['query'];
}
