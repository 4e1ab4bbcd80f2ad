import { jsonTextDeeperThan } from 'contracts/json-depth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How deep a body may nest objects and arrays. The deepest body the product takes is a restaurant's
 * menu, six levels (`{ menu: [{ items: [{ name: { en } }] }] }`; opening hours are four): 32 leaves a
 * wide margin and still stops a body that overflows the stack of JSON.stringify.
 */
export const MAX_BODY_DEPTH = 32;

/** A body nested past the bound: 400 VALIDATION_FAILED through the error handler, in the request's language. */
class TooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'BODY_TOO_DEEP';
}

/**
 * Every JSON body the BFF parses itself (its own auth routes; proxied bodies stream to the api,
 * which bounds them) is checked for depth before parsing: the gateway re-serialises what it parsed,
 * and JSON.stringify of a 100,000-deep array overflowed the stack (a 500).
 */
export default fp(
  async (app: FastifyInstance) => {
    // Fastify's own parser, with its defaults: an empty body and prototype poisoning are refused.
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      if (jsonTextDeeperThan(text, MAX_BODY_DEPTH))
        return done(new TooDeepError('JSON body nested too deep'), undefined);
      return parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
