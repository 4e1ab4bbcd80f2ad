/**
 * A number input's value for the form: the number typed, or '' while empty. Not NaN (what
 * `valueAsNumber` gives for an empty input): NaN never equals itself, so a form holding one would
 * stay "changed" even after every edit is undone.
 */
export const numberOrBlank = (value: unknown): number | '' =>
  value === '' || value === null || value === undefined ? '' : Number(value);
