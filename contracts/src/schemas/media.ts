import { singleLineText } from './common.ts';

/** The longest description an uploaded picture or video takes, in each language. */
export const MEDIA_ALT_MAX_LENGTH = 300;

/** An upload's description in one language (the multipart fields `altEn` and `altAr`); none is ''. */
export const mediaAltText = singleLineText({ error: 'validation.invalid' })
  .trim()
  .max(MEDIA_ALT_MAX_LENGTH, { error: 'validation.tooLong' });
