import { useMutation } from '@tanstack/react-query';
import type { User } from 'contracts/schemas/user';
import { api } from 'platform/api';

/** The BFF answers both sign-in calls with the user; the session itself is an HTTP-only cookie. */
type SignedIn = { user: User };
/** Codes and links: when another may be asked for. */
export type CodeSent = { sent: boolean; retryAfterSeconds: number; expiresInSeconds?: number };

export type Credentials = { email: string; password: string };
export type RegisterPayload = {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: string;
  agreeToTerms: true;
};

export const useLogin = () =>
  useMutation({ mutationFn: (body: Credentials) => api.post<SignedIn>('auth/login', body) });

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterPayload) => api.post<{ user: User }>('auth/register', body) });

export const useSendLoginCode = () =>
  useMutation({ mutationFn: (body: { email: string }) => api.post<CodeSent>('auth/send-login-otp', body) });

export const useVerifyLoginCode = () =>
  useMutation({
    mutationFn: (body: { email: string; otp: string }) => api.post<SignedIn>('auth/verify-login-otp', body),
  });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: { email: string }) => api.post<CodeSent>('auth/forgot-password', body) });

export const useResetPassword = (token: string) =>
  useMutation({
    mutationFn: (body: { password: string; confirmPassword: string }) =>
      api.put<{ reset: boolean }>(`auth/reset-password/${encodeURIComponent(token)}`, body),
  });

/**
 * A verification link works once: one call per token for the page's lifetime, even when React
 * mounts the page twice (StrictMode) or the user comes back to it.
 */
const verifications = new Map<string, Promise<{ verified: boolean }>>();
export function verifyEmail(token: string) {
  let call = verifications.get(token);
  if (!call) {
    call = api.get<{ verified: boolean }>(`auth/verify-email/${encodeURIComponent(token)}`);
    // A failed call may be tried again (the link was not used up).
    call.catch(() => verifications.delete(token));
    verifications.set(token, call);
  }
  return call;
}
