import type { Lang } from './i18n.ts';
import { pageAt } from './route-modules.ts';

/**
 * A guest's first screen of a public page, rendered on the server (platform/server-render): the
 * BFF asks the shell's server bundle for the frame (header and footer) and the remote's for the
 * page, puts the page in the frame's slot and the whole in the HTML's root, where the browser's
 * React renders the app over it once its scripts have run.
 */
export type FirstScreenRequest = {
  lang: Lang;
  /** The page's address, which has no query: a filtered list has no first screen. */
  pathname: string;
  /**
   * The page's data calls, answered in the BFF's process exactly as the BFF answers the browser's
   * (`{ data }`, its public cache): `input` is the api URL the browser would call (`/api/v1/...`),
   * `init` what platform's api client passes. The BFF makes no request to its own port.
   */
  fetch: ServerFetch;
  /**
   * When the BFF stops waiting (`Date.now()` time): a render not started by then is skipped, and
   * its data calls give up then, so a slow api cannot pile up renders nobody waits for.
   */
  deadline: number;
};

/** `fetch` as a first screen's data calls need it: GETs of the api's URLs, answered as the browser's are. */
export type ServerFetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * A remote's server bundle: its page for an exposed module, or null when it renders no such page on
 * the server. It throws when the render fails.
 */
export type RenderPage = (request: FirstScreenRequest & { exposed: string }) => Promise<string | null>;
/** The shell's server bundle: its frame, with `PAGE_SLOT` where the page goes; null when it renders none. */
export type RenderFrame = (request: FirstScreenRequest) => Promise<string | null>;

/**
 * Marks the element a frame wraps its first screen in when the page's language shows its content
 * only once its web fonts are in (Arabic: design-system content-fonts says why). Its value is what to
 * load, `{"faces": [...], "sample": "..."}`: the BFF's app starter loads it, then removes the mark;
 * until then, and for a second at most, design-system's tokens.css keeps the first screen hidden.
 */
export const CONTENT_FONTS_PENDING = 'data-content-fonts-pending';

/** The element the frame leaves for the page, as React writes `<div data-page-slot="" />`. */
export const PAGE_SLOT = '<div data-page-slot=""></div>';

/** Where a package's build writes its server bundle (tooling/server-render), under its `dist/`. */
export const SERVER_BUNDLE = 'server/first-screen.js';

/** The remote module of a public page (anyone may see it, signed in or not): only those can have a first screen. */
export function publicPageModule(pathname: string): string | undefined {
  const page = pageAt(pathname);
  return page?.access === 'public' ? page.moduleId : undefined;
}
