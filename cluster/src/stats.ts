/** HAProxy's stats page (`listen stats` in cluster/haproxy.cfg), as scripts and tests read it. */

/** One line of `/;csv`: a server, or a frontend's or backend's total. */
export type ServerStats = {
  proxy: string;
  server: string;
  status: string;
  requests: number;
  retries: number;
  redispatches: number;
  /** The last health check's result, e.g. `L7STS 503 Service Unavailable`. */
  lastCheck: string;
};

export function parseStats(csv: string): ServerStats[] {
  const [header = '', ...lines] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? '';
  return lines.map((line) => {
    const cells = line.split(',');
    return {
      proxy: at(cells, 'pxname'),
      server: at(cells, 'svname'),
      status: at(cells, 'status'),
      // Requests sent to it (health checks not counted), and those tried again after failing on it.
      requests: Number(at(cells, 'stot') || 0),
      retries: Number(at(cells, 'wretr') || 0),
      redispatches: Number(at(cells, 'wredis') || 0),
      lastCheck: [at(cells, 'check_status'), at(cells, 'check_code'), at(cells, 'last_chk')].filter(Boolean).join(' '),
    };
  });
}

export async function readStats(statsUrl: string): Promise<ServerStats[]> {
  const response = await fetch(`${statsUrl}/;csv`, { signal: AbortSignal.timeout(2000) });
  return parseStats(await response.text());
}

/**
 * Waits until HAProxy's checks give `server` the `status` ("UP": in rotation, after two good checks;
 * "DOWN": out of it).
 */
export async function waitForStatus(statsUrl: string, server: string, status: 'UP' | 'DOWN', timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let line: ServerStats | undefined;
  while (Date.now() < deadline) {
    line = (await readStats(statsUrl).catch(() => [])).find((s) => s.server === server);
    if (line?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const state = line ? `: ${line.status}, last check ${line.lastCheck || 'none'}` : '';
  throw new Error(`HAProxy did not mark ${server} ${status} within ${timeoutMs / 1000} s${state}`);
}
