/** What PostgreSQL said about a failed statement, as node-postgres and PGlite both report it. */
export type PostgresError = {
  /** The SQLSTATE, e.g. 23505 unique_violation. */
  code: string;
  constraint?: string;
  table?: string;
  detail?: string;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The database's error behind `error`, if it is one. Drizzle wraps the driver's error in
 * `DrizzleQueryError.cause`; the driver's own carries the SQLSTATE and a severity (a Node
 * system error's `code`, such as EPIPE, has no severity).
 */
export function postgresErrorOf(error: unknown): PostgresError | undefined {
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && typeof candidate.severity === 'string') {
      return candidate as PostgresError;
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * What to log of a failed statement: never the error itself, whose message (Drizzle's) lists the
 * statement's parameters (an email, a password hash, a phone number). The statement's text is
 * parameterised, so it names no value.
 */
export function databaseLogFields(error: unknown) {
  const cause = postgresErrorOf(error);
  if (!cause) return undefined;
  const query = (error as { query?: unknown }).query;
  return {
    code: cause.code,
    constraint: cause.constraint,
    table: cause.table,
    ...(typeof query === 'string' ? { query } : {}),
  };
}
