import type { FieldError } from 'contracts/errors';
import { isValidationMessageKey } from 'contracts/validation-messages';
import { isApiError } from 'platform/api';

/**
 * The api's field errors (problem+json `errors`), each on the form field it names. The api drops
 * array indexes from its paths (`menu.items.name.en`), so a name that is no field of the form is
 * `unplaced`: the form shows those above itself. Messages are kept as the schema's key when they
 * have one, so they show in the page's language like the form's own.
 */
export function placeApiFieldErrors(
  error: unknown,
  isField: (name: string) => boolean,
  setError: (name: string, message: string) => void,
): { placed: number; unplaced: FieldError[] } {
  const errors = isApiError(error) ? (error.body?.errors ?? []) : [];
  const unplaced: FieldError[] = [];
  let placed = 0;
  for (const fieldError of errors) {
    if (isField(fieldError.field)) {
      setError(fieldError.field, isValidationMessageKey(fieldError.rule) ? fieldError.rule : fieldError.message);
      placed += 1;
    } else unplaced.push(fieldError);
  }
  return { placed, unplaced };
}
