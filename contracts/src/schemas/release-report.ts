import { z } from 'zod';
import { RELEASE_VERSION_PATTERN, remoteNames } from '../remotes.ts';

/** What the shell reports when a remote's release fails to load (POST /releases/failures). */
export const remoteLoadFailure = z
  .object({
    remote: z.enum(remoteNames),
    version: z.string().regex(RELEASE_VERSION_PATTERN),
  })
  .strict();
