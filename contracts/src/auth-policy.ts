/** The account rules both the api and the screens rely on (issue: Directory API, complete). */
export const authPolicy = {
  /** Bearer tokens expire after this long without use (renewed as they are used). */
  tokenIdleDays: 7,
  verifyEmailHours: 24,
  resetLinkMinutes: 60,
  otpMinutes: 10,
  otpMaxAttempts: 5,
  /** A new sign-in code no sooner than this after the last one. */
  otpResendSeconds: 60,
  /** Failed sign-ins in a row before the account is locked for a while. */
  loginMaxFailures: 5,
  loginLockMinutes: 15,
} as const;
