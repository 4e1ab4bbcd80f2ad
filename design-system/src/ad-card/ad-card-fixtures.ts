import type { PublicAd } from 'contracts/schemas/ad';

/**
 * Test-only: a public video ad and its poster, for the card's tests here and the ad block's in the
 * apps (other packages import it as `design-system/ad-card-fixtures`).
 */
export const poster = {
  _id: 'p1',
  alt: 'Karak tea poured at sunset',
  src: '/media/p1/800.webp',
  srcset: '/media/p1/400.webp 400w, /media/p1/800.webp 800w',
  width: 1280,
  height: 720,
};

export const videoAd: PublicAd = {
  _id: 'ad1',
  category: 'restaurant',
  title: 'Karak week at Souq Waqif',
  targetUrl: '/listings/restaurants',
  mediaKind: 'video',
  image: null,
  videoSrc: '/media/v1/video',
  poster,
  weight: 5,
};
