/**
 * Errors as the logs may keep them: every logger of the API, the worker and the command line
 * serializes `err` through `loggableError` (LOG_SERIALIZERS), so no call site can leak a failed
 * query's values.
 */

/** What a database error may tell a log: its SQLSTATE and the names of what it is about. */
const DATABASE_FACTS = ['code', 'constraint', 'table', 'column', 'routine'] as const;

const isDatabaseError = (error: unknown): error is Error & Record<string, unknown> =>
  error instanceof Error && 'severity' in error;

const databaseFacts = (error: Record<string, unknown>) =>
  Object.fromEntries(
    DATABASE_FACTS.flatMap((key) => (typeof error[key] === 'string' ? [[key, error[key]]] : [])),
  );

/**
 * An unexpected error as the log may keep it. A database error quotes the values it choked on in
 * its message and detail ("Key (lower(email))=(ana@…) already exists"), and Drizzle appends a
 * query's parameters to its own message: so a database error is logged by its code and names, and
 * any message by its first line only (Drizzle's "Failed query: <sql>", without the parameters).
 */
export function loggableError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const { cause } = error;
  return {
    type: error.name,
    message: isDatabaseError(error) ? 'database error' : (error.message.split('\n')[0] ?? ''),
    ...(isDatabaseError(error) ? databaseFacts(error) : {}),
    ...(isDatabaseError(cause) ? { cause: { type: cause.name, ...databaseFacts(cause) } } : {}),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /u.test(line))
      .join('\n'),
  };
}

/** The serializers of every logger (pino's `err` replaced). */
export const LOG_SERIALIZERS = { err: loggableError };
