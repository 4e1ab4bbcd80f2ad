import type { ErrorCode } from 'contracts/errors';

/**
 * The one error type of the api. Services throw it; the error handler turns it into
 * an RFC 9457 problem+json answer with the catalogue message in the request's language.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: AppError['code'], extra: Record<string, unknown> = {}) {
    super(code);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }

  static notFound(code: ErrorCode = 'NOT_FOUND') {
    return new AppError(404, code);
  }
}
