import { qatarDate } from 'contracts/opening-hours';
import { adCategorySchema, adInput, adPatch, adState, playbackBody, windowInOrder } from 'contracts/schemas/ad';
import { adminAd, adminAdsQuery, idParams } from 'contracts/schemas/admin';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ads, playbackSettings } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { audited } from '../activity/audited.ts';
import { adsShown, pickShownAds } from '../ads/ads-shown.ts';
import { assertMediaExist } from '../media/media-references.ts';

type AdRow = typeof ads.$inferSelect;
type AdValues = Partial<z.infer<typeof adInput>>;

/** The ad as the back office reads it, its state on `today` and whether it is among the `shown` ads. */
const adView = (row: AdRow, today: string, shown: readonly AdRow[]): z.infer<typeof adminAd> => ({
  _id: row.id,
  category: row.category as z.infer<typeof adminAd>['category'],
  title: { en: row.titleEn, ar: row.titleAr },
  targetUrl: row.targetUrl,
  activeFrom: row.activeFrom,
  activeTo: row.activeTo,
  status: row.status as 'active' | 'paused',
  mediaKind: row.mediaKind as 'image' | 'video',
  imageMediaId: row.imageMediaId,
  videoMediaId: row.videoMediaId,
  posterMediaId: row.posterMediaId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  state: adState(row, today),
  shownNow: shown.some((ad) => ad.id === row.id),
});

const mediaFields = (input: AdValues) => ({
  imageMediaId: input.imageMediaId,
  videoMediaId: input.videoMediaId,
  posterMediaId: input.posterMediaId,
});

const adColumns = (input: AdValues) => ({
  ...(input.category !== undefined ? { category: input.category } : {}),
  ...(input.title !== undefined ? { titleEn: input.title.en, titleAr: input.title.ar } : {}),
  ...(input.targetUrl !== undefined ? { targetUrl: input.targetUrl } : {}),
  ...(input.activeFrom !== undefined ? { activeFrom: input.activeFrom } : {}),
  ...(input.activeTo !== undefined ? { activeTo: input.activeTo } : {}),
  ...(input.status !== undefined ? { status: input.status } : {}),
  ...(input.mediaKind !== undefined ? { mediaKind: input.mediaKind } : {}),
  ...(input.imageMediaId !== undefined ? { imageMediaId: input.imageMediaId } : {}),
  ...(input.videoMediaId !== undefined ? { videoMediaId: input.videoMediaId } : {}),
  ...(input.posterMediaId !== undefined ? { posterMediaId: input.posterMediaId } : {}),
});

/** Advertisements and the video playback setting of each category. */
export const adminAdRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['admin'];
  /** One ad just written, read as the list reads it: against the ads of its category today. */
  const writtenView = async (row: AdRow) => {
    const today = qatarDate(app.clock());
    return adView(row, today, await adsShown(db, today, row.category));
  };

  app.get(
    '/admin/ads',
    { schema: { tags, querystring: adminAdsQuery, response: { 200: z.object({ items: z.array(adminAd) }) } } },
    async (request) => {
      const rows = await db
        .select()
        .from(ads)
        .where(request.query.category ? eq(ads.category, request.query.category) : undefined)
        .orderBy(desc(ads.createdAt), asc(ads.id));
      const today = qatarDate(app.clock());
      // The public `GET ads` picks with this rule over the same rows: the mark cannot drift from it.
      const shown = pickShownAds(rows, today);
      return { items: rows.map((row) => adView(row, today, shown)) };
    },
  );

  app.post('/admin/ad', { schema: { tags, body: adInput, response: { 201: adminAd } } }, async (request, reply) => {
    const body = request.body;
    await assertMediaExist(db, request.lang, mediaFields(body));
    const now = app.clock();
    const row = await audited(request, 'ad', async (tx) => {
      const [after] = await tx
        .insert(ads)
        .values({
          category: body.category,
          titleEn: body.title.en,
          titleAr: body.title.ar,
          targetUrl: body.targetUrl,
          activeFrom: body.activeFrom,
          activeTo: body.activeTo,
          mediaKind: body.mediaKind,
          ...adColumns(body),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!after) throw new Error('insert returned nothing');
      return { result: after, entityId: after.id, after };
    });
    return reply.code(201).send(await writtenView(row));
  });

  app.patch(
    '/admin/ad/:id',
    { schema: { tags, params: idParams, body: adPatch, response: { 200: adminAd } } },
    async (request) => {
      const { activeFrom, activeTo } = request.body;
      await assertMediaExist(db, request.lang, mediaFields(request.body));
      const row = await audited(request, 'ad', async (tx) => {
        const [before] = await tx.select().from(ads).where(eq(ads.id, request.params.id)).for('update');
        if (!before) throw new AppError(404, 'AD_NOT_FOUND');
        // One date alone must still make a window with the stored other one.
        const window = { activeFrom: activeFrom ?? before.activeFrom, activeTo: activeTo ?? before.activeTo };
        if (!windowInOrder(window)) {
          throw fieldProblem(400, 'VALIDATION_FAILED', request.lang, [
            { field: 'activeTo', rule: 'validation.endBeforeStart' },
          ]);
        }
        const [after] = await tx
          .update(ads)
          .set({ ...adColumns(request.body), updatedAt: app.clock() })
          .where(eq(ads.id, before.id))
          .returning();
        return { result: after ?? before, entityId: before.id, before, after: after ?? before };
      });
      return writtenView(row);
    },
  );

  app.delete(
    '/admin/ad/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ deleted: z.boolean(), _id: z.string() }) } } },
    async (request) => {
      await audited(request, 'ad', async (tx) => {
        const [before] = await tx.delete(ads).where(eq(ads.id, request.params.id)).returning();
        if (!before) throw new AppError(404, 'AD_NOT_FOUND');
        return { result: undefined, entityId: before.id, before, after: null };
      });
      return { deleted: true, _id: request.params.id };
    },
  );

  app.patch(
    '/admin/playback/:category',
    {
      schema: {
        tags,
        params: z.object({ category: adCategorySchema }),
        body: playbackBody,
        response: { 200: z.object({ category: z.string(), playback: z.string() }) },
      },
    },
    async (request) => {
      const { category } = request.params;
      const { playback } = request.body;
      await audited(request, 'playback', async (tx) => {
        const [before] = await tx
          .select()
          .from(playbackSettings)
          .where(eq(playbackSettings.category, category))
          .for('update');
        const [after] = await tx
          .insert(playbackSettings)
          .values({ category, playback, updatedAt: app.clock() })
          .onConflictDoUpdate({ target: playbackSettings.category, set: { playback, updatedAt: app.clock() } })
          .returning();
        // A category never set before had the default; setting it is still a change of the setting.
        return { result: undefined, entityId: category, before: before ?? null, after, action: 'update' as const };
      });
      return { category, playback };
    },
  );
};
