/**
 * One of a category's running ads for this page view, at random in proportion to its weight (the
 * priority the editor set; the api gives them heaviest first and says each one's share to the back
 * office by the same rule). `draw` is a number in [0, 1): a page view draws once, so the ad stays
 * put while the visitor reads.
 */
export function pickByWeight<Ad extends { weight: number }>(ads: readonly Ad[], draw: number): Ad | undefined {
  const total = ads.reduce((sum, ad) => sum + Math.max(ad.weight, 0), 0);
  if (total <= 0) return ads[0];
  let point = Math.min(Math.max(draw, 0), 1 - Number.EPSILON) * total;
  for (const ad of ads) {
    point -= Math.max(ad.weight, 0);
    if (point < 0) return ad;
  }
  return ads.at(-1);
}
