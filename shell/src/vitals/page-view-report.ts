import { releaseOfUrl } from 'contracts/remotes';
import { matchRoute } from 'contracts/routes';
import {
  ERROR_MESSAGE_MAX_LENGTH,
  ERRORS_PER_REPORT,
  type RouteKind,
  SHELL_SOURCE,
  UNKNOWN_ROUTE_KIND,
  VITALS_PATH,
  type VitalName,
} from 'contracts/visitor-reports';
import { registeredRelease } from '../remotes/failure-report.ts';

type Vital = { name: VitalName; value: number };
type BrowserError = { message: string; remote: string; release: string };
type Report = { routeKind: RouteKind; lang: string; vitals: Vital[]; errors: BrowserError[] };

/** The kind of page a path is (its route's name in contracts/routes), never the path: ids and slugs stay here. */
export const routeKindOf = (pathname: string): RouteKind => matchRoute(pathname) ?? UNKNOWN_ROUTE_KIND;

/**
 * A URL in an error's text cut to its file's name (`page.js`): no host, path, query or fragment leaves
 * the browser. A URL that names no file (a page's, whose last segment may be an id) is left out whole.
 */
const withFileNamesOnly = (text: string) =>
  text.replace(/\b[a-z][a-z\d+.-]*:\/\/[^\s)'"]*/gi, (url) => {
    const last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
    return /^[\w.-]+\.(?:m?js|css|json|wasm)$/i.test(last) ? last : '(url)';
  });

/** An error's message as sent: file names only, on one line, cut to ERROR_MESSAGE_MAX_LENGTH. */
export function cleanMessage(error: unknown): string {
  const raw = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const oneLine = withFileNamesOnly(raw)
    // An address someone typed, echoed in a message, is theirs: not sent.
    .replace(/[^\s@]+@[^\s@]+/g, '(email)')
    // Nor a path of ours (`/reset-password/<token>`, `/restaurant/<slug>/<id>`), a query, an id or a
    // long run of digits or letters (a token, a code) that a message may quote.
    .replace(/(?:^|(?<=[\s('"`]))\/[^\s)'"`]*/g, '(path)')
    .replace(/\?[^\s)'"`]*=[^\s)'"`]*/g, '(query)')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '(id)')
    .replace(/\b(?=[\w-]*\d)[\w-]{16,}\b|\b\d{4,}\b/g, '(token)')
    .replace(/[\p{Cc}\p{Cs}\uFFFD]+/gu, ' ')
    .trim();
  return oneLine.slice(0, ERROR_MESSAGE_MAX_LENGTH) || 'Error';
}

/**
 * Which remote's code threw: the first release file (`/releases/<remote>/<version>/…`) in the stack,
 * with the release the shell registered for that remote (the stack's own when it registered none);
 * else the shell.
 */
function sourceOf(error: unknown, fileName?: string): { remote: string; release: string } {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const url of [fileName ?? '', ...(stack.match(/https?:\/\/[^\s)]+/g) ?? [])]) {
    const release = url ? releaseOfUrl(url) : undefined;
    if (release) return { remote: release.remote, release: registeredRelease(release.remote) ?? release.version };
  }
  return { remote: SHELL_SOURCE, release: SHELL_SOURCE };
}

type Dependencies = {
  /** web-vitals' `onLCP`, `onINP`, `onCLS` (the caller loads the library). */
  observe: Record<VitalName, (report: (metric: { value: number }) => void) => void>;
  routeKind: RouteKind;
  lang: () => string;
  sendBeacon?: (url: string, data: string) => boolean;
  target?: Window;
};

/**
 * Gathers one page view's vitals and uncaught errors and sends them in one beacon when the page is
 * hidden or left (`visibilitychange` hidden, `pagehide`): one report per page view. Vitals that change
 * meanwhile (CLS, INP) are sent as they stand then. The language is read when the report leaves.
 */
export function startPageViewReport(deps: Dependencies) {
  const target = deps.target ?? window;
  const vitals = new Map<VitalName, number>();
  const errors: BrowserError[] = [];
  let sent = false;
  for (const name of Object.keys(deps.observe) as VitalName[])
    deps.observe[name]((metric) => vitals.set(name, metric.value));

  const keep = (error: unknown, fileName?: string) => {
    if (sent || errors.length >= ERRORS_PER_REPORT) return;
    errors.push({ message: cleanMessage(error), ...sourceOf(error, fileName) });
  };
  target.addEventListener('error', (event: ErrorEvent) => keep(event.error ?? event.message, event.filename));
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => keep(event.reason));

  const send = () => {
    if (sent || (vitals.size === 0 && errors.length === 0)) return;
    sent = true;
    const report: Report = {
      routeKind: deps.routeKind,
      lang: deps.lang(),
      vitals: [...vitals].map(([name, value]) => ({ name, value })),
      errors,
    };
    const beacon = deps.sendBeacon ?? ((url: string, data: string) => navigator.sendBeacon(url, data));
    beacon(`${VITALS_PATH}?lang=${encodeURIComponent(report.lang)}`, JSON.stringify(report));
  };
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') send();
  });
  target.addEventListener('pagehide', send);
}
