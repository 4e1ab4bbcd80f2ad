import type { AdCategory } from 'contracts/enums';
import { qatarDate } from 'contracts/opening-hours';
import { AD_PRIORITY, type AdInput } from 'contracts/schemas/ad';
import type { AdminAd } from './ads-api.ts';

/** What the form holds: `adInput`'s fields, every one present (media ids null when none). */
export type AdFormValues = {
  category: AdCategory;
  title: { en: string; ar: string };
  targetUrl: string;
  activeFrom: string;
  activeTo: string;
  status: 'active' | 'paused';
  priority: number;
  mediaKind: 'image' | 'video';
  imageMediaId: string | null;
  videoMediaId: string | null;
  posterMediaId: string | null;
};

/** What `POST admin/ad` takes (and, in part, `PATCH admin/ad/:id`). */
export type AdPayload = AdInput;

const DAY = 86_400_000;

/** A new ad of the tab's category: active, of the middle priority, an image, running from today in Qatar for 30 days. */
export function emptyAd(category: AdCategory, now: Date = new Date()): AdFormValues {
  return {
    category,
    title: { en: '', ar: '' },
    targetUrl: '',
    activeFrom: qatarDate(now),
    activeTo: qatarDate(new Date(now.getTime() + 30 * DAY)),
    status: 'active',
    priority: AD_PRIORITY.default,
    mediaKind: 'image',
    imageMediaId: null,
    videoMediaId: null,
    posterMediaId: null,
  };
}

/** A stored ad as the form edits it. */
export function fromAd(ad: AdminAd): AdFormValues {
  return {
    category: ad.category,
    title: { en: ad.title.en, ar: ad.title.ar },
    targetUrl: ad.targetUrl,
    activeFrom: ad.activeFrom,
    activeTo: ad.activeTo,
    status: ad.status,
    priority: ad.priority,
    mediaKind: ad.mediaKind,
    imageMediaId: ad.imageMediaId ?? null,
    videoMediaId: ad.videoMediaId ?? null,
    posterMediaId: ad.posterMediaId ?? null,
  };
}

/**
 * The body the api takes. Only the chosen kind's media are kept: an ad switched from video to
 * image lets go of its video and poster, so no stale file stays referenced (and undeletable).
 */
export function toPayload(values: AdFormValues): AdPayload {
  const video = values.mediaKind === 'video';
  return {
    category: values.category,
    title: { en: values.title.en.trim(), ar: values.title.ar.trim() },
    targetUrl: values.targetUrl.trim(),
    activeFrom: values.activeFrom,
    activeTo: values.activeTo,
    status: values.status,
    priority: values.priority,
    mediaKind: values.mediaKind,
    imageMediaId: video ? null : values.imageMediaId,
    videoMediaId: video ? values.videoMediaId : null,
    posterMediaId: video ? values.posterMediaId : null,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The PATCH of an edit: the fields whose value differs from the stored ad, nothing else, so an
 * edit never writes back what someone else changed meanwhile in a field this one did not touch.
 */
export function changedPayload(stored: AdminAd, values: AdFormValues): Partial<AdPayload> {
  const next = toPayload(values);
  const before = toPayload(fromAd(stored));
  const changed: Partial<AdPayload> = {};
  for (const key of Object.keys(next) as (keyof AdPayload)[]) {
    if (!same(next[key], before[key])) Object.assign(changed, { [key]: next[key] });
  }
  return changed;
}
