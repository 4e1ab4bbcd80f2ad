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
  'code',
  'otp',
  'secret',
  'passwordHash',
] as const;

/** Where pino looks for them: the key itself, and under up to five levels of objects. */
export const redactPaths = (depth = 5) =>
  SECRET_KEYS.flatMap((key) =>
    Array.from({ length: depth + 1 }, (_, level) => [...Array(level).fill('*'), `["${key}"]`].join('.')),
  );

/** The routes whose last segment is a secret (`/reset-password/:token`): the page's and the api's. */
const SECRET_SEGMENT_AFTER = Object.values(routes)
  .filter((path) => path.endsWith('/:token'))
  .map((path) => path.slice(0, -'/:token'.length).split('/').pop());

const secretSegment = new RegExp(`(/(?:${SECRET_SEGMENT_AFTER.join('|')})/)[^/?#]+`, 'g');
const secretQuery = new RegExp(`([?&](?:${SECRET_KEYS.join('|')})=)[^&#]*`, 'gi');

/** `url` (a path with its query, or a whole URL) without the secrets it carries. */
export const redactUrl = (url: string) =>
  url.replace(secretSegment, `$1${REDACTED}`).replace(secretQuery, `$1${REDACTED}`);
