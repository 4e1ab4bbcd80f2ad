/**
 * What must never reach a log line or a span: credentials (cookies, authorization, passwords,
 * tokens, one-time codes), wherever they sit in what is logged, and the tokens that links carry in
 * their path (a password reset's, an email verification's).
 */
import { routes } from 'contracts/routes';

export const REDACTED = '[Redacted]';

/**
 * Keys whose values are secrets, at any depth. Matched by name as pino's redaction matches them:
 * exactly, so each spelling the app uses is listed (`set-cookie` as Node's headers spell it).
 */
const SECRET_KEYS = [
  'cookie',
  'set-cookie',
  'authorization',
  'x-device',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'otp',
  'secret',
  'passwordHash',
] as const;

/**
 * Keys secret only in what a caller sent (a body, a query): a one-time `code`. Elsewhere `code` is an
 * error's (ECONNREFUSED, 23505, an AppError's), which an operator needs to read.
 */
const SENT_SECRET_KEYS = ['code'] as const;

/** `""`, `"*."`, `"*.*."` …: up to `depth` levels of objects above a key. */
const levels = (depth: number) => Array.from({ length: depth + 1 }, (_, level) => '*.'.repeat(level));

/** Where pino looks for them: the key itself, and under up to five levels of objects; a sent secret in a body. */
export const redactPaths = (depth = 5) => [
  ...SECRET_KEYS.flatMap((key) => levels(depth).map((above) => `${above}["${key}"]`)),
  ...SENT_SECRET_KEYS.flatMap((key) => levels(depth - 1).map((above) => `${above}body["${key}"]`)),
];

/** The routes whose last segment is a secret (`/reset-password/:token`): the page's and the api's. */
const SECRET_SEGMENT_AFTER = Object.values(routes)
  .filter((path) => path.endsWith('/:token'))
  .map((path) => path.slice(0, -'/:token'.length).split('/').pop());

const secretSegment = new RegExp(`(/(?:${SECRET_SEGMENT_AFTER.join('|')})/)[^/?#]+`, 'g');
// A query as a URL has it (`?code=…`) or as a span's `url.query` holds it, without its `?`.
const secretQuery = new RegExp(`((?:^|[?&])(?:${[...SECRET_KEYS, ...SENT_SECRET_KEYS].join('|')})=)[^&#]*`, 'gi');

/** `url` (a path with its query, or a whole URL) without the secrets it carries. */
export const redactUrl = (url: string) =>
  url.replace(secretSegment, `$1${REDACTED}`).replace(secretQuery, `$1${REDACTED}`);
