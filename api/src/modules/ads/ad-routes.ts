import { type AdCategory, adCategories, type PlaybackMode } from 'contracts/enums';
import { qatarDate } from 'contracts/opening-hours';
import { playbackSettings as playbackSettingsSchema, publicAd, publicAdsQuery } from 'contracts/schemas/ad';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playbackSettings } from '../../db/schema.ts';
import { pick } from '../listings/listing-query.ts';
import { loadMedia, mediaUrl, toImage } from '../media/image-view.ts';
import { adsShown } from './ads-shown.ts';

/** The ad visitors see in each category (ads-shown.ts), and how videos may play per category. */
export const adRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ads',
    {
      schema: {
        tags: ['ads'],
        summary: 'The advertisement visitors see now in each category (the newest running one), or in one category',
        querystring: publicAdsQuery,
        response: { 200: z.object({ items: z.array(publicAd) }) },
      },
    },
    async (request) => {
      const rows = await adsShown(app.db, qatarDate(app.clock()), request.query.category);
      const mediaById = await loadMedia(
        app.db,
        rows.flatMap((r) => [r.imageMediaId, r.posterMediaId]),
      );
      const image = (id: string | null) => {
        const row = id ? mediaById.get(id) : undefined;
        return row ? toImage(row, request.lang) : null;
      };
      return {
        items: rows.map((row) => ({
          _id: row.id,
          category: row.category as AdCategory,
          title: pick(request.lang, row.titleEn, row.titleAr),
          targetUrl: row.targetUrl,
          mediaKind: row.mediaKind as 'image' | 'video',
          image: image(row.imageMediaId),
          videoSrc: row.videoMediaId ? mediaUrl(row.videoMediaId, 'video') : null,
          poster: image(row.posterMediaId),
        })),
      };
    },
  );

  app.get(
    '/playback',
    {
      schema: {
        tags: ['ads'],
        summary: 'Video playback setting per ad category',
        response: { 200: playbackSettingsSchema },
      },
    },
    async () => {
      const rows = await app.db.select().from(playbackSettings);
      const stored = new Map(rows.map((r) => [r.category, r.playback as PlaybackMode]));
      // A category nobody has set yet plays on click: no surprise sound or motion.
      return Object.fromEntries(adCategories.values.map((c) => [c, stored.get(c) ?? 'click'])) as Record<
        AdCategory,
        PlaybackMode
      >;
    },
  );
};
