/**
 * The account rules the api, the BFF and the screens rely on (issues: Directory API, complete;
 * 26, hardening). Sign-in is slowed down, never locked: see docs/decisions.md, "Hardening (issue 26):
 * sign-in limits, one-time codes and start-up".
 */
export const authPolicy = {
  /** Bearer tokens expire after this long without use (renewed as they are used). */
  tokenIdleDays: 7,
  verifyEmailHours: 24,
  resetLinkMinutes: 60,
  otpMinutes: 10,
  otpMaxAttempts: 5,
  /**
   * A new sign-in code or reset link no sooner than this after the last one to the same address.
   * Enforced silently: every request is answered alike, the mail is simply not sent again.
   */
  otpResendSeconds: 60,
  /** Wrong passwords for one email (from anywhere, account or not) before each further try waits. */
  loginFreeFailures: 5,
  /** The wait after each failure past the free ones doubles from one second up to this cap. */
  loginBackoffMaxSeconds: 30,
  /** Failures older than this are forgotten; a right password or a code sign-in forgets them at once. */
  loginFailureWindowMinutes: 15,
  /**
   * The BFF's limits on the sign-in family (sign-in, sign-up, codes, reset), per window: per client
   * address, and per (email, client address) pair, so that nobody can use up another address's
   * allowance for an email. There is deliberately no limit per email alone: it locked the owner out.
   */
  rateLimits: { perIp: 30, perEmailAndIp: 10, windowMs: 10 * 60_000 },
} as const;

/** The wait, in seconds, after the `failures`-th wrong password in a row for one email. */
export function loginBackoffSeconds(failures: number): number {
  if (failures < authPolicy.loginFreeFailures) return 0;
  return Math.min(2 ** (failures - authPolicy.loginFreeFailures), authPolicy.loginBackoffMaxSeconds);
}
