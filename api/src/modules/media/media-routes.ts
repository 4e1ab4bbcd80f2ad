import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { media } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { rangeAskedFor } from './byte-range.ts';

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
      // The type first: it needs no storage round trip, and a file opened is then always sent.
      const contentType = await contentTypeOf(app, id, file);
      if (!contentType) throw AppError.notFound();
      // Streamed from the folder or from S3, never read whole (a video is up to 50 MB). Storage out
      // of reach throws MediaStorageUnavailableError: 503 with Retry-After.
      const stored = await app.mediaStore.read(id, file, rangeAskedFor(request.headers.range));
      if (!stored) throw AppError.notFound();
      if ('unsatisfiable' in stored) {
        reply.header('content-range', `bytes */${stored.size}`);
        throw new AppError(416, 'RANGE_NOT_SATISFIABLE');
      }
      reply
        .type(contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes');
      const { range } = stored;
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', stored.size);
      }
      // A HEAD gets the headers only: the stored file is let go unread rather than drained (a video
      // from S3 would be downloaded whole for nothing). An empty stream keeps the file's length
      // (Fastify's HEAD route sets it to 0 for no payload).
      if (request.method === 'HEAD') {
        stored.body.destroy();
        return reply.send(Readable.from([]));
      }
      return reply.send(stored.body);
    },
  );
};
