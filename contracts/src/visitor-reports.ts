/**
 * What the shell's vitals beacon and the BFF agree on, without zod (the shell's reporter reads it;
 * the report's schema is schemas/vitals.ts).
 */
import { routes } from './routes.ts';

/** Where the shell's beacon goes: the BFF's own route (its CSRF plugin's one exception to the custom header). */
export const VITALS_PATH = '/api/v1/vitals';
/**
 * Where a page tells that an ad was seen or followed (a beacon, like the vitals'): the BFF's own
 * route, limited per address, handing the counts on to the api.
 */
export const AD_EVENTS_PATH = '/api/v1/ads/events';
/** The largest ad events beacon the BFF takes: `AD_EVENTS_MAX` events fit in a fraction of it. */
export const AD_EVENTS_MAX_BYTES = 4 * 1024;
/** The page's meta tag that tells the shell the share of page views (0 to 1) that report. */
export const VITALS_SAMPLE_RATE_META = 'vitals-sample-rate';
/** A page no route names (the not-found page): its kind, so no address is ever sent instead. */
export const UNKNOWN_ROUTE_KIND = 'unknown';
/** An error's source when it came from the shell itself, or from no file of a known release. */
export const SHELL_SOURCE = 'shell';
/** The largest beacon the BFF takes: a page view's vitals and a few errors fit in a fraction of it. */
export const VITALS_REPORT_MAX_BYTES = 8 * 1024;
/** How much of an error's message is kept: enough to recognise it, too little for a page's data. */
export const ERROR_MESSAGE_MAX_LENGTH = 200;
/** Errors one page view reports at most (one looping error would otherwise fill the beacon). */
export const ERRORS_PER_REPORT = 10;

export const routeKinds = [...(Object.keys(routes) as (keyof typeof routes)[]), UNKNOWN_ROUTE_KIND] as const;
export type RouteKind = (typeof routeKinds)[number];
export const vitalNames = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof vitalNames)[number];
