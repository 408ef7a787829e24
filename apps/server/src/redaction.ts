// What the server's log (and any stored error text) may keep of an error: never what a patient
// typed or their health data.
//
// A failed query's error carries its parameters (Drizzle writes them into the message and keeps
// them on `params`), and PostgreSQL's own message and detail may quote a value ("Key (email)=(...)",
// 'invalid input syntax for type integer: "..."'). So an error is logged as its kind, the
// parameterised SQL (placeholders only), PostgreSQL's SQLSTATE code and the table, column or
// constraint it names, and a stack whose first line is rebuilt from those: enough to find the fault,
// with nothing of the row.

type Logged = Record<string, unknown>;
/** The shape pino's error serializer gives, which Fastify's logger options expect. */
type LoggedError = Logged & { type: string; message: string; stack: string };

const PARAMS_LINE = /\nparams: [\s\S]*$/;

/** PostgreSQL's fields that name where a failure happened, never the values involved. */
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine'] as const;

function databaseFields(error: object): Logged {
  const kept: Logged = {};
  for (const field of DATABASE_FIELDS) {
    const value = (error as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') kept[field] = value;
  }
  return kept;
}

const isDatabaseError = (error: object) =>
  typeof (error as { code?: unknown }).code === 'string' && 'severity' in error;

/** The loggable form of any thrown value. */
export function redactError(thrown: unknown, depth = 0): LoggedError {
  if (!(thrown instanceof Error)) return { type: typeof thrown, message: '(a non-error value was thrown)', stack: '' };
  const type = thrown.constructor?.name ?? 'Error';
  const logged: LoggedError = { type, message: '', stack: '' };
  const query = (thrown as { query?: unknown }).query;
  if (typeof query === 'string') {
    // Drizzle's DrizzleQueryError: the SQL has placeholders ($1...) where the values were.
    logged.message = 'Failed query';
    logged.query = query;
  } else if (isDatabaseError(thrown)) {
    Object.assign(logged, databaseFields(thrown), {
      message: `Database error ${String((thrown as Error & { code?: unknown }).code)}`,
    });
  } else {
    logged.message = thrown.message.replace(PARAMS_LINE, '');
  }
  if (thrown.stack)
    logged.stack = [
      `${type}: ${logged.message}`,
      ...thrown.stack.split('\n').filter((line) => /^\s+at /.test(line)),
    ].join('\n');
  if (thrown.cause !== undefined && depth < 3) logged.cause = redactError(thrown.cause, depth + 1);
  return logged;
}

/** A message kept as text (a job's last error, say): the parameters of a failed query cut off. */
export function redactMessage(message: string): string {
  return message.replace(PARAMS_LINE, '');
}

/** A request's address without a visitor's private id: it is the only key to their answers. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]private_id=)[^&#]*/g, '$1[redacted]');
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/**
 * Pino serializers for the server's logger: any `err` or `error` logged goes through these, and
 * every request's line (Fastify's own fields) with its address redacted.
 */
export const logSerializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (value: unknown) => redactError(value),
  error: (value: unknown) => (typeof value === 'string' ? redactMessage(value) : redactError(value)),
};
