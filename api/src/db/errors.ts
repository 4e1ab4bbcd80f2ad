/** PostgreSQL's unique_violation, as pg and PGlite report it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? (error as { cause: unknown }).cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
