import type { ByteRange, RequestedRange } from './media-store.ts';

/** One byte range: `bytes=first-last`, `bytes=first-` or `bytes=-suffixLength`. */
const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * What a request's `Range` header asks of a stored file (a video player seeks with it; Safari plays
 * no video from a server that ignores it). One byte range is served. Anything else — no header,
 * another unit, several ranges, a malformed or invalid range (last before first) — is undefined:
 * the whole file, as RFC 9110 lets a server ignore Range.
 */
export function rangeAskedFor(header: string | undefined): RequestedRange | undefined {
  const match = header ? ONE_RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first !== '' && last !== '' && Number(last) < Number(first)) return undefined;
  return {
    header: `bytes=${first}-${last}`,
    suffix: first === '',
    resolve: (size) => (first === '' ? suffix(Number(last), size) : from(Number(first), last, size)),
  };
}

/** The last `length` bytes (all of a shorter file); none of an empty file or for a length of 0. */
function suffix(length: number, size: number): ByteRange | 'unsatisfiable' {
  if (length === 0 || size === 0) return 'unsatisfiable';
  return { start: Math.max(0, size - length), end: size - 1 };
}

/** From `start` to `last` (or the end), cut at the end of the file; unsatisfiable past it. */
function from(start: number, last: string, size: number): ByteRange | 'unsatisfiable' {
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
