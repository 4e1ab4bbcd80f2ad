import { z } from 'zod';

import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT } from '../paging.ts';

export { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT, TOTAL_CAP } from '../paging.ts';

// In the browser the site's CSP forbids eval: zod must not even probe for it (`new Function`),
// which Chrome reports as a violation. Every schema file imports this one, so it runs first.
if ('document' in globalThis) z.config({ jitless: true });

export const idSchema = z.uuid({ error: 'validation.invalidId' });

export const bilingualTextSchema = (max: number) =>
  z.object({
    en: z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' }),
    ar: z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' }),
  });

const wholeNumber = z.coerce.number({ error: 'validation.notANumber' }).int({ error: 'validation.notANumber' });

export const pageSchema = wholeNumber.min(1, { error: 'validation.pageMin' }).default(DEFAULT_PAGE);
export const limitSchema = wholeNumber
  .min(1, { error: 'validation.limitMin' })
  .default(DEFAULT_LIMIT)
  .transform((limit) => Math.min(limit, MAX_LIMIT));

export const paginationQuery = z.object({ page: pageSchema, limit: limitSchema });

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

export const searchTextQuery = z.string().trim().max(100, { error: 'validation.tooLong' }).optional();

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
