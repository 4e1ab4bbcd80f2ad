/** Rows of a raw query (`db.execute`), whichever driver ran it (pg answers `{ rows }`, PGlite an array on some paths). */
export function rowsOf<R>(result: unknown): R[] {
  const raw = result as { rows?: unknown[] } | unknown[];
  return (Array.isArray(raw) ? raw : (raw.rows ?? [])) as R[];
}
