import { z } from 'zod';
import { adCategories, playbackModes } from '../enums.ts';
import { bilingualTextSchema, imageSchema, singleLineText } from './common.ts';

export const adCategorySchema = z.enum(adCategories.values, { error: 'validation.unknownValue' });

export const adInput = z.object({
  category: adCategorySchema,
  title: bilingualTextSchema(120),
  targetUrl: singleLineText()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)/, { error: 'validation.invalid' }),
  activeFrom: z.iso.date(),
  activeTo: z.iso.date(),
  status: z.enum(['active', 'paused'], { error: 'validation.unknownValue' }).default('active'),
  mediaKind: z.enum(['image', 'video'], { error: 'validation.unknownValue' }).default('image'),
  imageMediaId: z.uuid({ error: 'validation.invalidId' }).nullable().optional(),
  videoMediaId: z.uuid({ error: 'validation.invalidId' }).nullable().optional(),
  posterMediaId: z.uuid({ error: 'validation.invalidId' }).nullable().optional(),
});
export type AdInput = z.infer<typeof adInput>;
/** PATCH admin/ad/:id: any of the fields. */
export const adPatch = adInput.partial();

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
