import { clientErrorCode, type ErrorCode, errorMessage, type FieldError } from 'contracts/errors';
import { type Lang, resolveLang } from 'contracts/i18n';
import { validationMessage } from 'contracts/validation-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TimeoutAnswer } from 'server-kit/client-timeouts';
import { RETRY_AFTER_SECONDS } from 'server-kit/unavailable';
import { databaseLogFields, databaseUnavailable } from '../db/errors.ts';
import { AppError } from '../http/app-error.ts';
import { fieldsDetail } from '../http/field-problem.ts';
import { problemForDatabaseError } from './database-problems.ts';

function messageFor(code: string, lang: Lang): string {
  return errorMessage(code as ErrorCode, lang) ?? errorMessage('SOMETHING_WENT_WRONG', lang);
}

/** An RFC 9457 problem: the catalogue's message for `code` in `lang` as its title and detail. */
function problem(status: number, code: string, lang: Lang) {
  const message = messageFor(code, lang);
  return { type: `urn:problem:${code.toLowerCase()}`, title: message, status, detail: message, code };
}

function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  lang: Lang,
  extra: Record<string, unknown> = {},
) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ ...problem(status, code, lang), ...extra });
}

/**
 * A client that sent its request too slowly (server-kit/client-timeouts), answered outside Fastify's
 * reply: 408 REQUEST_TIMEOUT, in its request's language when its headers arrived.
 */
export const requestTimeoutAnswer: TimeoutAnswer = (request) => ({
  type: 'application/problem+json; charset=utf-8',
  body: JSON.stringify(problem(408, 'REQUEST_TIMEOUT', request?.lang ?? 'en')),
});

/** `/cuisineTypes/1` → `cuisineTypes`; `/name/en` → `name.en`. */
function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .join('.');
}

/**
 * The router's own refusals, met before any hook runs (so before the lang plugin): a path whose
 * %-escapes decode to no text (`/restaurant/%E0%A4%A`) and a path parameter over the length bound.
 * Fastify's default answers them in English JSON of its own shape.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers['x-lang'];
  const query = request.raw.url?.split('?')[1];
  const lang = resolveLang(header ?? (query ? new URLSearchParams(query).get('lang') : undefined));
  // Not the error: its message repeats the path, which may hold a reset link's token.
  request.log.info({ code: error.code }, 'refused by the router');
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  return sendProblem(reply, status, status === 500 ? 'TRY_AGAIN_LATER' : 'VALIDATION_FAILED', lang);
}

/** Every error leaves the api as RFC 9457 problem+json, its message in the request's language. */
export default fp(
  async function problemDetails(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const lang = request.lang ?? 'en';
      if (error instanceof AppError) return sendProblem(reply, error.status, error.code, lang, error.extra);

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((issue) => ({
          field: fieldName(issue.instancePath) || (error.validationContext ?? 'body'),
          rule: issue.message ?? 'validation.invalid',
          message: validationMessage(issue.message ?? 'validation.invalid', lang),
        }));
        const detail = fieldsDetail(errors);
        return reply
          .code(400)
          .type('application/problem+json')
          .send({
            type: 'urn:problem:validation_failed',
            title: messageFor('VALIDATION_FAILED', lang),
            status: 400,
            detail,
            code: 'VALIDATION_FAILED',
            errors,
          });
      }

      const database = problemForDatabaseError(error);
      if (database) {
        // The request's content is at fault, though a run of these can mean a check missing before the write.
        request.log.warn({ database: databaseLogFields(error) }, 'refused by the database');
        const errors = database.errors?.map((e) => ({ ...e, message: validationMessage(e.rule, lang) }));
        return sendProblem(reply, database.status, database.code, lang, {
          ...(errors ? { errors, detail: fieldsDetail(errors) } : {}),
        });
      }

      const unavailable = databaseUnavailable(error);
      if (unavailable || error.statusCode === 503) {
        // The database is slow, busy or away, or the process is overloaded (under-pressure):
        // a clear "try again shortly" beats a 500, and a hang most of all.
        request.log.warn({ reason: unavailable ?? error.code }, 'unavailable');
        return sendProblem(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), 503, 'UPSTREAM_UNAVAILABLE', lang);
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's and its plugins' own refusals (bad JSON, wrong content type, body too large): their
        // messages and codes (FST_…) name the framework's internals, so they go to the log, and the
        // client reads the catalogue's message.
        request.log.info({ err: error }, 'client error');
        return sendProblem(reply, status, clientErrorCode(status), lang);
      }
      const statement = databaseLogFields(error);
      // A database error's own message lists the statement's parameters: its fields and query only.
      if (statement) request.log.error({ database: statement }, 'database error');
      else request.log.error({ err: error }, 'unhandled error');
      return sendProblem(reply, 500, 'TRY_AGAIN_LATER', lang);
    });

    app.setNotFoundHandler((request, reply) => sendProblem(reply, 404, 'NOT_FOUND', request.lang ?? 'en'));
  },
  { name: 'problem-details', dependencies: ['lang'] },
);
