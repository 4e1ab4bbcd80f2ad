/** Where to go after signing in: a same-site path from `?returnTo=`, never another origin. */
export function safeReturnTo(search: string, fallback: string): string {
  const returnTo = new URLSearchParams(search).get('returnTo');
  return returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : fallback;
}
