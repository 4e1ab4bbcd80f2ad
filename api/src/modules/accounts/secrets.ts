import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable opaque value (bearer tokens, email links). */
export const randomToken = () => randomBytes(32).toString('base64url');
/** A six-digit sign-in code. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** Only hashes are stored: a database leak yields no usable token or code. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
