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

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorOf(error)?.code === '23505';
}
