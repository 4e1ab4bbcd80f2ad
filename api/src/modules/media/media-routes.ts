import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { media } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/** Image files are always WebP; a video keeps the type it was uploaded as (MP4 or WebM), kept on its row. */
async function contentTypeOf(app: FastifyInstance, id: string, file: string): Promise<string | undefined> {
  if (file.endsWith('.webp')) return 'image/webp';
  const [row] = await app.db
    .select({ mimeType: media.mimeType })
    .from(media)
    .where(and(eq(media.id, id), eq(media.kind, 'video')));
  return row?.mimeType;
}

/**
 * The file `preview.webp` stands for: a picture's narrowest copy, whatever its width (the back
 * office previews stored pictures by id, and a picture narrower than 400 px has no 400.webp).
 */
async function previewFile(app: FastifyInstance, id: string): Promise<string | undefined> {
  const [row] = await app.db
    .select({ widths: media.widths })
    .from(media)
    .where(and(eq(media.id, id), eq(media.kind, 'image')));
  const narrowest = row?.widths.length ? Math.min(...row.widths) : undefined;
  return narrowest === undefined ? undefined : `${narrowest}.webp`;
}

/** Stored media files. Names are content-addressed by id, so they are cached for a year. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id/:file',
    {
      schema: {
        hide: true,
        // One digit too: an image narrower than 10 px is kept at its own width.
        params: z.object({ id: z.uuid(), file: z.string().regex(/^(\d{1,4}\.webp|preview\.webp|video)$/) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = request.params.file === 'preview.webp' ? await previewFile(app, id) : request.params.file;
      if (!file) throw AppError.notFound();
      const filePath = app.mediaStore.fileOf(id, file);
      const info = await stat(filePath).catch(() => null);
      if (!info?.isFile()) throw AppError.notFound();
      const contentType = await contentTypeOf(app, id, file);
      if (!contentType) throw AppError.notFound();
      return reply
        .type(contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', info.size)
        .send(createReadStream(filePath));
    },
  );
};
