/**
 * The account rules the api, the BFF and the screens rely on (issues: Directory API, complete;
 * 26, hardening). Sign-in is slowed down per client, never locked: see
 * docs/adr/0002-sign-in-that-an-attacker-cannot-pause.md.
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
  /**
   * Wrong passwords for one email from one client (a device that signed in to it before, or else
   * the browser's address; account or not) before each further try from that client waits.
   */
  loginFreeFailures: 5,
  /** The wait after each failure past the free ones doubles from one second up to this cap. */
  loginBackoffMaxSeconds: 30,
  /** Failures older than this are forgotten; a right password or a code sign-in forgets them at once. */
  loginFailureWindowMinutes: 15,
  /**
   * The pause per email alone: once this many failures from at least this many distinct addresses
   * fall within the window, browsers not known for the email take turns, one password check every
   * loginBackoffMaxSeconds among all of them. Far above what an owner mistyping on a phone and a
   * laptop reaches (5 free failures from 2 addresses), so only guessing spread over many addresses
   * starts it: without it, every further address would bring its own allowance of guesses (the
   * BFF lets each 10 per email per 10 minutes). Devices known for the email are never paused by it,
   * and sign-in codes by mail never are.
   */
  loginEmailPause: { failures: 50, addresses: 10 },
  /**
   * A browser that signed in to an email (password or code) stays known for it this long after its
   * last sign-in: the life of the BFF's device cookie, renewed at each sign-in.
   */
  knownDeviceDays: 365,
  /**
   * The BFF's limits on the sign-in family (sign-in, sign-up, codes, reset), per window: per client
   * address, and per (email, client address) pair, so that nobody can use up another address's
   * allowance for an email. There is deliberately no limit per email alone: it locked the owner out.
   */
  rateLimits: { perIp: 30, perEmailAndIp: 10, windowMs: 10 * 60_000 },
} as const;

/** The wait, in seconds, after the `failures`-th wrong password in a row for one email from one client. */
export function loginBackoffSeconds(failures: number): number {
  if (failures < authPolicy.loginFreeFailures) return 0;
  return Math.min(2 ** (failures - authPolicy.loginFreeFailures), authPolicy.loginBackoffMaxSeconds);
}
