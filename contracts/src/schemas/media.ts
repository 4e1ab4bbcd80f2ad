import { z } from 'zod';
import { singleLineText } from './common.ts';

/** The longest description an uploaded picture or video takes, in each language. */
export const MEDIA_ALT_MAX_LENGTH = 300;

/** An upload's description in one language (the multipart fields `altEn` and `altAr`); none is ''. */
export const mediaAltText = singleLineText({ error: 'validation.invalid' })
  .trim()
  .max(MEDIA_ALT_MAX_LENGTH, { error: 'validation.tooLong' });

/** A stored picture's or video's description in both languages, as the back office edits it. */
export const mediaAlt = z.object({ en: mediaAltText, ar: mediaAltText });
/** `PATCH admin/media/:id`: its description, both languages at once. */
export const mediaAltBody = z.object({ alt: mediaAlt });
/** `GET admin/media/:id` and the PATCH's answer: what the back office shows of a stored file. */
export const adminMedia = z.object({ _id: z.string(), kind: z.enum(['image', 'video']), alt: mediaAlt });
