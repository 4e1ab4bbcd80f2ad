import type { adEventKinds } from 'contracts/schemas/ad';
import { AD_EVENTS_PATH } from 'contracts/visitor-reports';
import { type RefObject, useEffect } from 'react';

type AdEventKind = (typeof adEventKinds)[number];

/** Seen means at least half of the ad on screen for a whole second (the usual display-ad rule). */
const SEEN_SHARE = 0.5;
const SEEN_FOR_MS = 1000;

/**
 * Tells the BFF an ad was seen or followed: a beacon, which outlives the page a click leaves, with
 * the ad's id and nothing else (no cookie is read or set for it; the api keeps counts per day).
 */
export function sendAdEvent(
  adId: string,
  kind: AdEventKind,
  send = (url: string, data: string) => navigator.sendBeacon?.(url, data),
) {
  try {
    send(AD_EVENTS_PATH, JSON.stringify({ events: [{ adId, kind }] }));
  } catch {
    // A browser that refuses the beacon loses one count, never the page.
  }
}

/**
 * Counts one impression of the ad in `ref` once it has been seen (SEEN_SHARE of it on screen for
 * SEEN_FOR_MS), at most once a page view; where nothing can tell what is on screen, none is counted.
 */
export function useAdImpression(ref: RefObject<HTMLElement | null>, adId: string, report = sendAdEvent) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= SEEN_SHARE) {
          timer ??= setTimeout(() => {
            observer.disconnect();
            report(adId, 'impression');
          }, SEEN_FOR_MS);
        } else if (timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: SEEN_SHARE },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ref, adId, report]);
}
