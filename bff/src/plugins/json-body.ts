import { jsonDepthExceeds } from 'contracts/json-depth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A body nested past contracts' bound: 400 VALIDATION_FAILED through the error handler, in the request's language. */
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
      if (jsonDepthExceeds(text)) return done(new TooDeepError('JSON body nested too deep'), undefined);
      return parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
