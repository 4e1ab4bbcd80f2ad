import {
  forgotPasswordBody,
  linkTokenParams,
  loginBody,
  registerBody,
  resetPasswordBody,
  sendLoginOtpBody,
  updatePasswordBody,
  updateProfileBody,
  userSchema,
  verifyLoginOtpBody,
} from 'contracts/schemas/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAccountService } from './account-service.ts';
import type { SignInClient } from './sign-in-throttle.ts';
import { userView } from './user-view.ts';

const session = z.object({ token: z.string(), expiresAt: z.string(), user: userSchema });
const codeSent = z.object({
  sent: z.boolean(),
  retryAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int().optional(),
});

/**
 * The browser's device id, which only the BFF sends (from its HTTP-only cookie). Any other value is
 * harmless: an id no browser signed in with is simply not a known device.
 */
const DEVICE_ID = /^[A-Za-z0-9_-]{32,128}$/;
function signInClient(request: FastifyRequest): SignInClient {
  const device = request.headers['x-device'];
  return { address: request.ip, device: typeof device === 'string' && DEVICE_ID.test(device) ? device : undefined };
}

/** Accounts: sign-up, email verification, sign-in (password or code), password reset, profile. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountService({ db: app.db, clock: app.clock, tokens: app.tokens, siteUrl: app.siteUrl });
  const tags = ['accounts'];
  // Only the hooks below run after `requireUser`, so `request.user` and `request.tokenId` are set.
  const signedIn = <T>(value: T | null) => value as T;

  app.post(
    '/auth/register',
    { schema: { tags, body: registerBody, response: { 201: z.object({ user: userSchema }) } } },
    async (request, reply) => reply.code(201).send(await accounts.register(request.body, request.lang)),
  );
  app.get(
    '/auth/verify-email/:token',
    { schema: { tags, params: linkTokenParams, response: { 200: z.object({ verified: z.boolean() }) } } },
    (request) => accounts.verifyEmail(request.params.token),
  );
  app.post('/auth/login', { schema: { tags, body: loginBody, response: { 200: session } } }, (request) =>
    accounts.login(request.body.email, request.body.password, request.lang, signInClient(request)),
  );
  app.post(
    '/auth/send-login-otp',
    { schema: { tags, body: sendLoginOtpBody, response: { 200: codeSent } } },
    (request) => accounts.sendLoginCode(request.body.email, request.lang),
  );
  app.post(
    '/auth/verify-login-otp',
    { schema: { tags, body: verifyLoginOtpBody, response: { 200: session } } },
    (request) => accounts.verifyLoginCode(request.body.email, request.body.otp, signInClient(request)),
  );
  app.post(
    '/auth/forgot-password',
    { schema: { tags, body: forgotPasswordBody, response: { 200: codeSent } } },
    (request) => accounts.forgotPassword(request.body.email, request.lang),
  );
  app.put(
    '/auth/reset-password/:token',
    {
      schema: {
        tags,
        params: linkTokenParams,
        body: resetPasswordBody,
        response: { 200: z.object({ reset: z.boolean() }) },
      },
    },
    (request) => accounts.resetPassword(request.params.token, request.body.password, signInClient(request)),
  );

  app.get(
    '/auth/me',
    { onRequest: app.requireUser, schema: { tags, response: { 200: z.object({ user: userSchema }) } } },
    async (request) => ({
      user: userView(signedIn(request.user)),
    }),
  );
  app.get(
    '/auth/logout',
    { onRequest: app.requireUser, schema: { tags, response: { 200: z.object({ loggedOut: z.boolean() }) } } },
    async (request) => {
      await app.tokens.revoke(signedIn(request.tokenId));
      return { loggedOut: true };
    },
  );
  app.put(
    '/auth/update-password',
    {
      onRequest: app.requireUser,
      schema: { tags, body: updatePasswordBody, response: { 200: z.object({ updated: z.boolean() }) } },
    },
    (request) =>
      accounts.updatePassword(
        signedIn(request.user),
        signedIn(request.tokenId),
        request.body.currentPassword,
        request.body.password,
      ),
  );
  app.put(
    '/user/update-profile',
    {
      onRequest: app.requireUser,
      schema: { tags, body: updateProfileBody, response: { 200: z.object({ user: userSchema }) } },
    },
    (request) => accounts.updateProfile(signedIn(request.user), request.body),
  );
};
