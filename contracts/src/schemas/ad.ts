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

/**
 * An ad's weight among the running ads of its category: one of priority 2 is shown twice as often
 * as one of priority 1. A new ad takes the middle, so an editor can raise or lower it.
 */
export const AD_PRIORITY = { min: 1, max: 10, default: 5 } as const;
const priorityRange = { error: 'validation.priorityRange' };

/** An ad's fields, before the rules between them and without defaults (a PATCH must not apply them). */
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
  priority: z.int(priorityRange).min(AD_PRIORITY.min, priorityRange).max(AD_PRIORITY.max, priorityRange),
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

/** A video ad has its video file: without one, visitors would get an empty frame. */
export function hasItsVideo(ad: { mediaKind?: string | undefined; videoMediaId?: string | null | undefined }): boolean {
  return ad.mediaKind !== 'video' || Boolean(ad.videoMediaId);
}
const videoMissing = { error: 'validation.videoRequired', path: ['videoMediaId'] };

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

/** POST admin/ad: a new ad is active, of the middle priority and shows an image unless it says otherwise. */
export const adInput = adFields
  .extend({
    status: adFields.shape.status.default('active'),
    priority: adFields.shape.priority.default(AD_PRIORITY.default),
    mediaKind: adFields.shape.mediaKind.default('image'),
  })
  .refine(windowInOrder, endBeforeStart)
  .refine(hasItsVideo, videoMissing);
export type AdInput = z.infer<typeof adInput>;
/**
 * PATCH admin/ad/:id: only the fields sent change. Built from `adFields`, which has no defaults:
 * zod 4 applies a default inside `.partial()`, so a rename would also reset the status and kind.
 * A lone date is checked against the stored one by the api, and so is a lone kind or video.
 */
export const adPatch = adFields.partial().refine(windowInOrder, endBeforeStart).refine(hasItsVideo, videoMissing);

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
  /** Its priority: the page picks one of its category's running ads at random, in proportion. */
  weight: z.int(),
});
export type PublicAd = z.infer<typeof publicAd>;

export const playbackSchema = z.enum(playbackModes.values, { error: 'validation.unknownValue' });
export const playbackBody = z.object({ playback: playbackSchema });
export const playbackSettings = z.record(adCategorySchema, playbackSchema);

/** What a visitor's page tells of an ad: it was seen on screen, or followed. */
export const adEventKinds = ['impression', 'click'] as const;
/** The most events one page sends at once (its ads, each seen and followed). */
export const AD_EVENTS_MAX = 20;
/** `POST ads/events`: counted per ad and Qatar day; nothing of who sent them is kept. */
export const adEventsBody = z.object({
  events: z
    .array(
      z.object({
        adId: z.uuid({ error: 'validation.invalidId' }),
        kind: z.enum(adEventKinds, { error: 'validation.unknownValue' }),
      }),
    )
    .min(1)
    .max(AD_EVENTS_MAX),
});
export type AdEvents = z.infer<typeof adEventsBody>;

/** An ad's counts over some days. */
export const adCounts = z.object({ impressions: z.int(), clicks: z.int() });
/** `GET admin/ad/:id/counts`: each Qatar day of the last `AD_COUNT_DAYS`, newest first, days without any left out. */
export const AD_COUNT_DAYS = 30;
export const adDailyCounts = z.object({ days: z.array(adCounts.extend({ day: z.string() })) });
