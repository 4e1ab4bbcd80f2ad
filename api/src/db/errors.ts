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

/**
 * SQLSTATEs that say the database cannot serve now, not that the statement was wrong: the
 * statement bound or a lock wait ran out (57014, 55P03), the server is shutting down, restarting
 * or starting (57P01–57P03), out of connections or resources (class 53), the connection failed
 * (class 08).
 */
const unavailableStates = /^(57014|55P03|57P0[123]|53...|08...)$/;

/** A socket that could not reach or lost the server. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own words for a connection that broke or never came: the pool waited out its
 * connection timeout, or the server went away mid-statement. They carry no code.
 */
const unreachableMessages =
  /^(timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error)/;

/**
 * Why the database cannot serve now, when `error` (or what it wraps: Drizzle puts the driver's in
 * `cause`) says it is slow, busy or out of reach, so that trying again shortly may work: the api
 * answers 503 with Retry-After rather than a 500. The reason is a code or node-postgres's fixed
 * words, safe to log (never a statement's parameters).
 */
export function databaseUnavailable(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (unreachableCodes.has(candidate.code)) return candidate.code;
      if (postgresErrorOf(candidate) && unavailableStates.test(candidate.code)) return candidate.code;
    }
    if (typeof candidate.message === 'string' && unreachableMessages.test(candidate.message)) return candidate.message;
    current = candidate.cause;
  }
  return undefined;
}
