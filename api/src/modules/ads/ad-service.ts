import { type AdCategory, adCategories, type PlaybackMode } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { qatarDate } from 'contracts/opening-hours';
import {
  AD_COUNT_DAYS,
  type AdEvents,
  type AdInput,
  type adPatch,
  adState,
  hasItsVideo,
  type PublicAd,
  windowInOrder,
} from 'contracts/schemas/ad';
import type { adminAd } from 'contracts/schemas/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { type AuditedCaller, audited } from '../activity/audited.ts';
import { pick } from '../listings/listing-query.ts';
import { loadMedia, mediaUrl, toImage } from '../media/image-view.ts';
import { assertMediaExist } from '../media/media-references.ts';
import {
  type AdCountsToAdd,
  type AdRow,
  adCountsSince,
  adDailyCountsSince,
  addAdCounts,
  deleteAd,
  findAd,
  insertAd,
  listAds,
  listPlaybackSettings,
  lockAd,
  lockPlaybackSetting,
  savePlaybackSetting,
  updateAd,
} from './ad-repository.ts';
import { adsInRotation, type InRotation } from './ads-shown.ts';

type AdValues = Partial<AdInput>;
type AdPatch = z.infer<typeof adPatch>;
type AdminAd = z.infer<typeof adminAd>;

type Counts = AdminAd['counts'];
const NO_COUNTS: Counts = { impressions: 0, clicks: 0 };
const DAY_MS = 86_400_000;

/**
 * The ad as the back office reads it: its state on `today`, its share of its category's views
 * among the ads `inRotation`, and its `counts` of the last days.
 */
const adView = (row: AdRow, today: string, inRotation: readonly InRotation<AdRow>[], counts: Counts): AdminAd => ({
  _id: row.id,
  category: row.category as AdminAd['category'],
  title: { en: row.titleEn, ar: row.titleAr },
  targetUrl: row.targetUrl,
  activeFrom: row.activeFrom,
  activeTo: row.activeTo,
  status: row.status as 'active' | 'paused',
  priority: row.priority,
  mediaKind: row.mediaKind as 'image' | 'video',
  imageMediaId: row.imageMediaId,
  videoMediaId: row.videoMediaId,
  posterMediaId: row.posterMediaId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  state: adState(row, today),
  share: inRotation.find((ad) => ad.row.id === row.id)?.share ?? null,
  counts,
});

/** The events of a page, as counts to add per ad. */
function countsOf(events: AdEvents['events']): AdCountsToAdd[] {
  const byAd = new Map<string, AdCountsToAdd>();
  for (const { adId, kind } of events) {
    const counts = byAd.get(adId) ?? { adId, impressions: 0, clicks: 0 };
    if (kind === 'impression') counts.impressions += 1;
    else counts.clicks += 1;
    byAd.set(adId, counts);
  }
  return [...byAd.values()];
}

const mediaFields = (input: AdValues) => ({
  imageMediaId: input.imageMediaId,
  videoMediaId: input.videoMediaId,
  posterMediaId: input.posterMediaId,
});

/** The columns of the fields sent, and only those: a patch leaves the others as stored. */
const adColumns = (input: AdValues) => ({
  ...(input.category !== undefined ? { category: input.category } : {}),
  ...(input.title !== undefined ? { titleEn: input.title.en, titleAr: input.title.ar } : {}),
  ...(input.targetUrl !== undefined ? { targetUrl: input.targetUrl } : {}),
  ...(input.activeFrom !== undefined ? { activeFrom: input.activeFrom } : {}),
  ...(input.activeTo !== undefined ? { activeTo: input.activeTo } : {}),
  ...(input.status !== undefined ? { status: input.status } : {}),
  ...(input.priority !== undefined ? { priority: input.priority } : {}),
  ...(input.mediaKind !== undefined ? { mediaKind: input.mediaKind } : {}),
  ...(input.imageMediaId !== undefined ? { imageMediaId: input.imageMediaId } : {}),
  ...(input.videoMediaId !== undefined ? { videoMediaId: input.videoMediaId } : {}),
  ...(input.posterMediaId !== undefined ? { posterMediaId: input.posterMediaId } : {}),
});

/** One date alone must still make a window with the stored other one. */
function assertWindowInOrder(patch: AdPatch, before: AdRow, lang: Lang) {
  const window = { activeFrom: patch.activeFrom ?? before.activeFrom, activeTo: patch.activeTo ?? before.activeTo };
  if (!windowInOrder(window)) {
    throw fieldProblem(400, 'VALIDATION_FAILED', lang, [{ field: 'activeTo', rule: 'validation.endBeforeStart' }]);
  }
}

/** A lone kind or video must still make a video ad with its file, with the stored other one. */
function assertVideoKept(patch: AdPatch, before: AdRow, lang: Lang) {
  const after = {
    mediaKind: patch.mediaKind ?? before.mediaKind,
    videoMediaId: patch.videoMediaId !== undefined ? patch.videoMediaId : before.videoMediaId,
  };
  if (!hasItsVideo(after)) {
    throw fieldProblem(400, 'VALIDATION_FAILED', lang, [{ field: 'videoMediaId', rule: 'validation.videoRequired' }]);
  }
}

/** Advertisements (ads-shown.ts says which visitors get), their counts, and the video playback setting of each category. */
export function createAdService(db: Db, clock: () => Date) {
  const today = () => qatarDate(clock());
  /** The first Qatar day of the back office's counts: `AD_COUNT_DAYS` days, today among them. */
  const countsFrom = () => qatarDate(new Date(clock().getTime() - (AD_COUNT_DAYS - 1) * DAY_MS));
  /**
   * The ads visitors get today, of one category or of all. Every ad of the category is read: a
   * category holds a few dozen ads at most, and the state of each is `adState`'s to say.
   */
  const rotation = async (category?: string) => adsInRotation(await listAds(db, category), today());
  /** The counts of the last `AD_COUNT_DAYS` days of each of `rows` (the primary key's index reads them). */
  const recentCountsOf = async (rows: readonly AdRow[]) =>
    new Map(
      (
        await adCountsSince(
          db,
          rows.map((row) => row.id),
          countsFrom(),
        )
      ).map(({ adId, ...counts }) => [adId, counts]),
    );
  /** One ad just written, read as the list reads it: against the ads of its category today. */
  const writtenView = async (row: AdRow) =>
    adView(row, today(), await rotation(row.category), (await recentCountsOf([row])).get(row.id) ?? NO_COUNTS);

  return {
    async shownToVisitors(category: AdCategory | undefined, lang: Lang): Promise<PublicAd[]> {
      const rows = (await rotation(category)).map(({ row }) => row);
      const mediaById = await loadMedia(
        db,
        rows.flatMap((r) => [r.imageMediaId, r.posterMediaId]),
      );
      const image = (id: string | null) => {
        const row = id ? mediaById.get(id) : undefined;
        return row ? toImage(row, lang) : null;
      };
      return rows.map((row) => ({
        _id: row.id,
        category: row.category as AdCategory,
        title: pick(lang, row.titleEn, row.titleAr),
        targetUrl: row.targetUrl,
        mediaKind: row.mediaKind as 'image' | 'video',
        image: image(row.imageMediaId),
        videoSrc: row.videoMediaId ? mediaUrl(row.videoMediaId, 'video') : null,
        poster: image(row.posterMediaId),
        weight: row.priority,
      }));
    },

    /** Counts what a visitor's page saw and followed, on today's Qatar day; events of unknown ads are dropped. */
    recordEvents: (events: AdEvents['events']) => addAdCounts(db, today(), countsOf(events)),

    async dailyCounts(id: string) {
      if (!(await findAd(db, id))) throw new AppError(404, 'AD_NOT_FOUND');
      return { days: await adDailyCountsSince(db, id, countsFrom()) };
    },

    async playback(): Promise<Record<AdCategory, PlaybackMode>> {
      const rows = await listPlaybackSettings(db);
      const stored = new Map(rows.map((r) => [r.category, r.playback as PlaybackMode]));
      // A category nobody has set yet plays on click: no surprise sound or motion.
      return Object.fromEntries(adCategories.values.map((c) => [c, stored.get(c) ?? 'click'])) as Record<
        AdCategory,
        PlaybackMode
      >;
    },

    async list(category: string | undefined): Promise<AdminAd[]> {
      const rows = await listAds(db, category);
      const counts = await recentCountsOf(rows);
      const day = today();
      // The public `GET ads` weighs with this rule over the same rows: the shares cannot drift from it.
      const inRotation = adsInRotation(rows, day);
      return rows.map((row) => adView(row, day, inRotation, counts.get(row.id) ?? NO_COUNTS));
    },

    async create(caller: AuditedCaller, lang: Lang, input: AdInput): Promise<AdminAd> {
      await assertMediaExist(db, lang, mediaFields(input));
      const now = clock();
      const row = await audited(caller, 'ad', async (tx) => {
        const after = await insertAd(tx, {
          category: input.category,
          titleEn: input.title.en,
          titleAr: input.title.ar,
          targetUrl: input.targetUrl,
          activeFrom: input.activeFrom,
          activeTo: input.activeTo,
          mediaKind: input.mediaKind,
          ...adColumns(input),
          createdAt: now,
          updatedAt: now,
        });
        return { result: after, entityId: after.id, after };
      });
      return writtenView(row);
    },

    async update(caller: AuditedCaller, lang: Lang, id: string, patch: AdPatch): Promise<AdminAd> {
      await assertMediaExist(db, lang, mediaFields(patch));
      const row = await audited(caller, 'ad', async (tx) => {
        const before = await lockAd(tx, id);
        if (!before) throw new AppError(404, 'AD_NOT_FOUND');
        assertWindowInOrder(patch, before, lang);
        assertVideoKept(patch, before, lang);
        const after = (await updateAd(tx, before.id, { ...adColumns(patch), updatedAt: clock() })) ?? before;
        return { result: after, entityId: before.id, before, after };
      });
      return writtenView(row);
    },

    async remove(caller: AuditedCaller, id: string): Promise<void> {
      await audited(caller, 'ad', async (tx) => {
        const before = await deleteAd(tx, id);
        if (!before) throw new AppError(404, 'AD_NOT_FOUND');
        return { result: undefined, entityId: before.id, before, after: null };
      });
    },

    async setPlayback(caller: AuditedCaller, category: AdCategory, playback: PlaybackMode): Promise<void> {
      await audited(caller, 'playback', async (tx) => {
        const before = await lockPlaybackSetting(tx, category);
        const after = await savePlaybackSetting(tx, category, playback, clock());
        // A category never set before had the default; setting it is still a change of the setting.
        return { result: undefined, entityId: category, before: before ?? null, after, action: 'update' as const };
      });
    },
  };
}
