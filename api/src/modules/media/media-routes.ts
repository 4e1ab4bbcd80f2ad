import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';

const contentTypes: Record<string, string> = { webp: 'image/webp', video: 'video/mp4' };

/** Stored media files. Names are content-addressed by id, so they are cached for a year. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id/:file',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.uuid(), file: z.string().regex(/^(\d{2,4}\.webp|video)$/) }),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const filePath = app.mediaStore.fileOf(id, file);
      const info = await stat(filePath).catch(() => null);
      if (!info?.isFile()) throw AppError.notFound();
      return reply
        .type(contentTypes[file.endsWith('.webp') ? 'webp' : 'video'] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', info.size)
        .send(createReadStream(filePath));
    },
  );
};
