/** What the bench checks before it loads a scenario (the load itself is server-kit/bench-load's). */
import type { Target } from 'server-kit/bench-load';

export type Probe = { status: number; contentType: string; bytes: number };

/** One request before the load, so the table cannot hide that a scenario measured a 404 or an error page. */
export async function probe(target: Target): Promise<Probe> {
  const response = await fetch(target.url, { headers: target.headers });
  const body = await response.arrayBuffer();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '-', bytes: body.byteLength };
}
