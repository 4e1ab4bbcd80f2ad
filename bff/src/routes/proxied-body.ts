import { Transform, type TransformCallback } from 'node:stream';
import { errorMessage } from 'contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { awaitingClient } from 'server-kit/client-timeouts';
import { clientErrorBody } from '../plugins/app/bff-errors.ts';

/** The api's bound on a body (api/src/app.ts `bodyLimit`). */
const API_BODY_LIMIT = 64 * 1024;
/** The one route that takes a multipart upload, and its bound: the api's 50 MB video, plus the form around it. */
const UPLOAD_PATH = '/api/v1/admin/media';
const UPLOAD_LIMIT = 50 * 1024 * 1024 + 64 * 1024;
/**
 * An over-long body announced up to this size is read and dropped after the 413 (Node does so for a
 * body nobody read), so its keep-alive connection serves the next request; a longer one is not worth
 * reading and the connection is closed instead.
 */
export const DRAIN_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** A proxied body ran past its bound while it streamed to the api. */
    bodyOverLimit?: boolean;
  }
}

const isUpload = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data') &&
  request.url.split('?')[0] === UPLOAD_PATH;

function tooLarge(request: FastifyRequest, reply: FastifyReply) {
  const code = isUpload(request) ? 'MEDIA_TOO_LARGE' : 'BODY_TOO_LARGE';
  return reply
    .code(413)
    .type('application/json')
    .send({ code, message: errorMessage(code, request.lang) });
}

/** Counts a body as it streams, and fails it past `limit` (the upstream request is then abandoned). */
function limited(request: FastifyRequest, limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen <= limit) return callback(null, chunk);
      request.bodyOverLimit = true;
      return callback(new Error('body over its limit'));
    },
  });
}

/**
 * Before a body goes to the api: one announced (content-length) over the api's bound is answered 413
 * here, in the request's language, rather than sent for the api to cut short: the proxy would see a
 * reset it can only call the api unavailable, and the body's unread rest would stay on the
 * keep-alive connection, stalling the next request on it. A body without a length is counted as it
 * goes.
 */
export async function guardProxiedBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  const length = raw.headers['content-length'];
  const chunked = raw.headers['transfer-encoding'] !== undefined;
  if (length === undefined && !chunked) return;
  const limit = isUpload(request) ? UPLOAD_LIMIT : API_BODY_LIMIT;
  if (length !== undefined && !chunked) {
    const declared = Number(length);
    if (declared <= limit) return;
    if (declared > DRAIN_LIMIT) reply.header('connection', 'close');
    return tooLarge(request, reply);
  }
  const counted = limited(request, limit);
  // A visitor gone before its body was whole ends the upstream call now, not at the upstream timeout.
  raw.once('close', () => {
    if (!raw.complete) counted.destroy(new Error('the visitor left before its body was whole'));
  });
  request.body = raw.pipe(counted);
}

/**
 * Runs `begin` once the BFF has the visitor's whole request: until then the time is the visitor's
 * (a slow upload, a stalled client), and must not make the api look slow. Not once the answer has
 * gone (a 413, a cached answer): there is no call to watch.
 */
export function onceBodyReceived(request: FastifyRequest, reply: FastifyReply, begin: () => void) {
  const raw = request.raw;
  const length = Number(raw.headers['content-length'] ?? 0);
  if (raw.headers['transfer-encoding'] === undefined && !(length > 0)) return begin();
  raw.once('end', () => {
    if (!reply.raw.writableEnded && !reply.raw.destroyed) begin();
  });
}

/** The upstream call sat idle for the upstream timeout (reply-from's 504 of its own). */
const upstreamTimedOut = (error: unknown) =>
  (error as { code?: unknown } | undefined)?.code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT';

/**
 * The upstream call failed. The visitor may be why, and then the api is not to blame (true: handled
 * here): its body stopped arriving (408; the call's socket sat idle for the upstream timeout only
 * because nothing came to send, the BFF taking all the visitor sent), the visitor left mid-body
 * (nobody to answer), or the body ran past its bound (413). Either way the rest of an unread body
 * must not stay on the connection: it is dropped while the answer goes out, and the connection closed.
 */
export function afterUpstreamFailure(request: FastifyRequest, reply: FastifyReply, error?: unknown): boolean {
  const raw = request.raw;
  const visitorStalled = upstreamTimedOut(error) && awaitingClient(raw);
  if (!raw.complete) {
    raw.unpipe();
    raw.resume();
    reply.header('connection', 'close');
  }
  if (visitorStalled) {
    reply.code(408).type('application/json').send(clientErrorBody(408, request.lang));
    return true;
  }
  if (!raw.complete && raw.destroyed) return true;
  if (!request.bodyOverLimit) return false;
  tooLarge(request, reply);
  return true;
}
