import { z } from 'zod';

import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT } from '../paging.ts';

export { ADMIN_MAX_LIMIT, ADMIN_PAGE_SIZES, DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT, TOTAL_CAP } from '../paging.ts';

// In the browser the site's CSP forbids eval: zod must not even probe for it (`new Function`),
// which Chrome reports as a violation. Every schema file imports this one, so it runs first.
if ('document' in globalThis) z.config({ jitless: true });

export const idSchema = z.uuid({ error: 'validation.invalidId' });

/**
 * Control characters (C0 and C1, DEL) and halves of a surrogate pair standing alone. No person types
 * them into a form; PostgreSQL refuses NUL in text outright, and a lone surrogate would be stored as
 * U+FFFD, silently changing what was sent.
 */
const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}]/u;
/** The same, but tab, line feed and carriage return are part of text written over several lines. */
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Whether a text holds a character no text field takes (see `singleLineText`, `multiLineText`). */
export function hasControlCharacters(value: string, options: { multiLine?: boolean } = {}): boolean {
  return (options.multiLine ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(value);
}

/**
 * U+FFFD, what a decoder puts where the bytes sent were not UTF-8 (a JSON body, a query, a form
 * field: the servers' parsers all decode so). Text holding it was broken before it arrived, and
 * storing it would silently keep something other than what was meant; no one types it on purpose.
 */
const hasUnreadableText = (value: string): boolean => value.includes('\uFFFD');

/**
 * Every text the api takes starts here (names, titles, emails, passwords, searches, slugs, tokens):
 * a string without control characters or undecodable bytes. `error` is the message when the value is
 * not a string at all.
 */
export const singleLineText = (params?: { error: string }) =>
  z
    .string(params)
    .refine((value) => !hasControlCharacters(value), { error: 'validation.controlCharacters' })
    .refine((value) => !hasUnreadableText(value), { error: 'validation.unreadableText' });

/** Text that may run over several lines (descriptions, blog bodies, messages): tabs and line breaks allowed. */
export const multiLineText = (params?: { error: string }) =>
  z
    .string(params)
    .refine((value) => !hasControlCharacters(value, { multiLine: true }), { error: 'validation.controlCharacters' })
    .refine((value) => !hasUnreadableText(value), { error: 'validation.unreadableText' });

/**
 * A text that must be filled in, judged by `rules` only once it is: empty (after trimming, when
 * `text` trims), it gives `error` and nothing else. zod runs every check of a string, so an empty
 * phone number would otherwise also read "digits only", and a form shows the first message it
 * gets. `abort: true` on the emptiness check would stop the other checks too, but it also stops the
 * object's own refines (do the two passwords match?) while any field is empty; a pipe stops only
 * its own field.
 */
export const requiredText = <Rules extends z.ZodType<unknown, string>>(
  text: z.ZodString,
  rules: Rules,
  error = 'validation.required',
) => text.min(1, { error }).pipe(rules);

/** An English and an Arabic text, both required. `multiLine` for descriptions and bodies, not titles. */
export const bilingualTextSchema = (max: number, options: { multiLine?: boolean } = {}) => {
  const one = () =>
    (options.multiLine ? multiLineText() : singleLineText())
      .trim()
      .min(1, { error: 'validation.required' })
      .max(max, { error: 'validation.tooLong' });
  return z.object({ en: one(), ar: one() });
};

/**
 * The years a date of this directory can fall in (a business's membership, a post, an ad's window).
 * PostgreSQL refuses year 0 and JavaScript dates end in 275760: keeping to these also keeps every
 * stored date one both can read.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;

/** A calendar day, `YYYY-MM-DD`, that exists (no 30 February) and falls between EARLIEST_YEAR and LATEST_YEAR. */
export const dateInput = () =>
  requiredText(
    singleLineText({ error: 'validation.invalidDate' }),
    z.iso.date({ error: 'validation.invalidDate' }),
  ).refine(
    (value) => {
      // A value that is no date at all has its own message already.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
      const year = Number(value.slice(0, 4));
      return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
    },
    { error: 'validation.dateOutOfRange' },
  );

/** The path parameter of a public detail page: a listing's or a post's id or slug. */
export const idOrSlugParams = z.object({ id: singleLineText().max(64, { error: 'validation.tooLong' }) });

const wholeNumber = z.coerce.number({ error: 'validation.notANumber' }).int({ error: 'validation.notANumber' });

export const pageSchema = wholeNumber.min(1, { error: 'validation.pageMin' }).default(DEFAULT_PAGE);
/** A list's page size: larger asks are served `max` rows. */
export const limitUpTo = (max: number) =>
  wholeNumber
    .min(1, { error: 'validation.limitMin' })
    .default(DEFAULT_LIMIT)
    .transform((limit) => Math.min(limit, max));
export const limitSchema = limitUpTo(MAX_LIMIT);

/** "true" / "false" in a query string (plain booleans accepted too). */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'validation.notBoolean' })
  .transform((value) => value === true || value === 'true');

/**
 * A multi-valued query filter: `?cuisineTypes=indian&cuisineTypes=qatari` or
 * `?cuisineTypes=indian,qatari`. Each value must be one of `values`; an unknown one is an error.
 */
export function queryEnumList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .preprocess(
      (input) => {
        if (input === undefined || input === null || input === '') return undefined;
        const raw = Array.isArray(input) ? input : [input];
        return raw.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).filter((v) => v !== '');
      },
      z.array(z.enum(values, { error: 'validation.unknownValue' })).max(values.length * 2),
    )
    .optional();
}

export const searchTextQuery = singleLineText().trim().max(100, { error: 'validation.tooLong' }).optional();

/** What every list answer of the API looks like. */
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalCapped: z.boolean().optional(),
  });

export type ListResult<T> = { items: T[]; total: number; page: number; limit: number; totalCapped?: boolean };

/** A record's name or title in both languages, as the back office reads it (it shows the page's language first). */
export const bilingualText = z.object({ en: z.string(), ar: z.string() });
export type BilingualText = z.infer<typeof bilingualText>;

/** A generated image at several widths, for `srcset`. */
export const imageSchema = z.object({
  _id: z.string(),
  alt: z.string(),
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * A wall-clock time in Qatar, `YYYY-MM-DDTHH:mm` (what `<input type="datetime-local">` holds): a
 * real day and minute between EARLIEST_YEAR and LATEST_YEAR. Qatar keeps UTC+3 all year, so each
 * such time names exactly one instant (`instantOfQatarDateTime`).
 */
export const qatarDateTimeInput = () =>
  singleLineText({ error: 'validation.invalidDate' })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'validation.invalidDate' })
    .refine(
      (value) => {
        const at = new Date(`${value}:00Z`);
        return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 16) === value;
      },
      { error: 'validation.invalidDate', abort: true },
    )
    .refine(
      (value) => {
        const year = Number(value.slice(0, 4));
        return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
      },
      { error: 'validation.dateOutOfRange' },
    );
