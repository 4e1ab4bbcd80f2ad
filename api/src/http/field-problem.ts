import type { ErrorCode, FieldError } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import { type ValidationMessageKey, validationMessage } from 'contracts/validation-messages';
import { AppError } from './app-error.ts';

/** The problem's `detail` for refused fields: each field's message, one after another. */
export const fieldsDetail = (errors: FieldError[]) => errors.map((e) => `${e.field}: ${e.message}`).join('; ');

/**
 * A refusal that names the fields at fault, shaped like a failed schema validation
 * (`errors: [{ field, rule, message }]`) so a form can show each message beside its field.
 */
export function fieldProblem(
  status: number,
  code: ErrorCode,
  lang: Lang,
  fields: { field: string; rule: ValidationMessageKey }[],
): AppError {
  const errors: FieldError[] = fields.map(({ field, rule }) => ({
    field,
    rule,
    message: validationMessage(rule, lang),
  }));
  return new AppError(status, code, { detail: fieldsDetail(errors), errors });
}
