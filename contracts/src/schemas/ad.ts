import { z } from 'zod';
import { adCategories, playbackModes } from '../enums.ts';
import { bilingualTextSchema, dateInput, imageSchema, requiredText, singleLineText } from './common.ts';

export const adCategorySchema = z.enum(adCategories.values, { error: 'validation.unknownValue' });

/**
 * Where an ad leads: an absolute http(s) address with a host, or a path of this site. A path must
 * start with one slash: `//host` and `/\host` are addresses of another site to a browser (it reads
 * a backslash as a slash), which a "path" must not smuggle in.
 */
export const AD_TARGET = /^(https?:\/\/[^\s/\\?#]|\/(?![/\\]))/i;

/** An ad's fields, before the rule between its dates and without defaults (a PATCH must not apply them). */
export const adFields = z.object({
  category: adCategorySchema,
  title: bilingualTextSchema(120),
  targetUrl: requiredText(
    singleLineText().trim(),
    z.string().max(500).regex(AD_TARGET, { error: 'validation.invalid' }),
  ),
  activeFrom: dateInput(),
  activeTo: dateInput(),
  status: z.enum(['active', 'paused'], { error: 'validation.unknownValue' }),
  mediaKind: z.enum(['image', 'video'], { error: 'validation.unknownValue' }),
  imageMediaId: z.uuid({ error: 'validation.invalidId' }).nullable().optional(),
  videoMediaId: z.uuid({ error: 'validation.invalidId' }).nullable().optional(),
  posterMediaId: z.uuid({ error: 'validation.invalidId' }).nullable().optional(),
});

/** An ad's window runs from its first day to its last, both included. */
export function windowInOrder(window: { activeFrom?: string | undefined; activeTo?: string | undefined }): boolean {
  // ISO dates of four-digit years order as strings.
  return window.activeFrom === undefined || window.activeTo === undefined || window.activeFrom <= window.activeTo;
}
const endBeforeStart = { error: 'validation.endBeforeStart', path: ['activeTo'] };

/**
 * What an ad is to visitors on a day: `running` (switched on, inside its window: it may be shown),
 * `scheduled` (switched on, its window not begun), `ended` (its window over, whatever the switch:
 * it never shows again unless its dates change) and `paused` (switched off, window not over).
 */
export const adStates = ['scheduled', 'running', 'ended', 'paused'] as const;
export type AdState = (typeof adStates)[number];

/** An ad's state on `today`, a Qatar calendar day "YYYY-MM-DD" (`qatarDate` of the api's clock). */
export function adState(ad: { status: string; activeFrom: string; activeTo: string }, today: string): AdState {
  // The window's days are whole Qatar days, both ends included; ISO dates order as strings.
  if (ad.activeTo < today) return 'ended';
  if (ad.status !== 'active') return 'paused';
  return ad.activeFrom > today ? 'scheduled' : 'running';
}

/** POST admin/ad: a new ad is active and shows an image unless it says otherwise. */
export const adInput = adFields
  .extend({ status: adFields.shape.status.default('active'), mediaKind: adFields.shape.mediaKind.default('image') })
  .refine(windowInOrder, endBeforeStart);
export type AdInput = z.infer<typeof adInput>;
/**
 * PATCH admin/ad/:id: only the fields sent change. Built from `adFields`, which has no defaults:
 * zod 4 applies a default inside `.partial()`, so a rename would also reset the status and kind.
 * A lone date is checked against the stored one by the api.
 */
export const adPatch = adFields.partial().refine(windowInOrder, endBeforeStart);

export const publicAdsQuery = z.object({ category: adCategorySchema.optional() });

export const publicAd = z.object({
  _id: z.string(),
  category: adCategorySchema,
  title: z.string(),
  targetUrl: z.string(),
  mediaKind: z.enum(['image', 'video']),
  image: imageSchema.nullable(),
  videoSrc: z.string().nullable(),
  poster: imageSchema.nullable(),
});
export type PublicAd = z.infer<typeof publicAd>;

export const playbackSchema = z.enum(playbackModes.values, { error: 'validation.unknownValue' });
export const playbackBody = z.object({ playback: playbackSchema });
export const playbackSettings = z.record(adCategorySchema, playbackSchema);
