import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { rangeAskedFor } from './byte-range.ts';
import { createMediaService } from './media-service.ts';

/** Stored media files. Names are content-addressed by id, so they are cached for a year. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMediaService(app.db, app.mediaStore);
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
      const file = request.params.file === 'preview.webp' ? await service.previewFile(id) : request.params.file;
      if (!file) throw AppError.notFound();
      // The type first: it needs no storage round trip, and a file opened is then always sent.
      const contentType = await service.contentTypeOf(id, file);
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
