import type { FastifyRequest } from 'fastify';

/** The last segment names a file (`app.js`, `logo.png`): not a front-end route. */
const NAMES_A_FILE = /\/[^/]*\.[a-z0-9]+$/i;
/**
 * What the BFF serves itself under these has its own answers; a miss there is a plain 404 (and under
 * `/remotes/`, where remotes' builds were served before releases, for tabs opened before then).
 */
const NOT_PAGES = ['/api/', '/static/', '/releases/', '/remotes/', '/media/'];

/** The quality an Accept header gives a media type: its most specific matching range wins. */
function quality(accept: string, mediaType: string): number {
  const [type] = mediaType.split('/');
  let best = { specificity: -1, q: 0 };
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const specificity = range === mediaType ? 2 : range === `${type}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity <= best.specificity) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}

/**
 * Whether a request gets a front-end route's page. Browsers ask for `text/html`; link-preview
 * fetchers, curl and uptime monitors mostly send `*∕*` or no Accept at all, and must get the
 * page with its meta and status too. Only a client that prefers JSON (the app's own data calls),
 * a path under `/api/` or the build's and media's folders, or a path that names a file keeps the
 * plain 404.
 */
export function wantsPage(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return false;
  const accept = request.headers.accept?.trim() ?? '';
  const html = accept === '' ? 1 : quality(accept, 'text/html');
  // A browser asking for HTML by name gets the page even at a path with a dot in its last segment.
  if (/text\/html/i.test(accept) && html > 0) return true;
  if (NAMES_A_FILE.test(pathname)) return false;
  return html > 0 && (accept === '' || html >= quality(accept, 'application/json'));
}
