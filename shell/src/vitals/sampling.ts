import { VITALS_SAMPLE_RATE_META } from 'contracts/visitor-reports';

/** The share of page views that report (the BFF writes it into the page); none without it. */
export function sampleRate(doc: Document = document): number {
  const rate = Number(doc.querySelector(`meta[name="${VITALS_SAMPLE_RATE_META}"]`)?.getAttribute('content'));
  return Number.isFinite(rate) ? Math.min(Math.max(rate, 0), 1) : 0;
}

/** Whether this page view reports its vitals: a draw per page view, so a visitor's views are sampled apart. */
export const isSampled = (rate: number, random: () => number = Math.random) => random() < rate;
