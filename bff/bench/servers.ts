/** The servers the bench measures, each on 127.0.0.1 and an ephemeral port, each with its own close. */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { releasesRoot } from 'delivery/release-format';
import Fastify from 'fastify';
import { type BffOptions, buildBff } from '../src/app.ts';
import { fakeBuilds } from '../test/helpers.ts';

export type Server = { address: string; close: () => Promise<void> };

const LOOPBACK = { host: '127.0.0.1', port: 0 };
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** An answer to send again: its headers (those of the connection left out) and its bytes as they travelled. */
type Replay = { headers: Record<string, string | string[] | undefined>; body: Buffer };

/** `url`'s answer, as `headers` asks for it (compressed too), to be sent again as it is. */
export async function replayOf(url: string, headers: Record<string, string>): Promise<Replay> {
  const answer = await rawAnswer(url, headers);
  const perConnection = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
  const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !perConnection.has(name)));
  return { headers: kept, body: answer.body };
}

/**
 * What sending an answer costs Node alone: a bare Fastify route answering the same bytes with the
 * same headers, doing no work. No BFF can serve that answer faster on this machine: the floor its
 * scenario is read against.
 */
export async function startReplay(replay: Replay): Promise<Server> {
  const app = Fastify();
  app.get('/', (_request, reply) => {
    reply.headers(replay.headers).send(replay.body);
  });
  return { address: await app.listen(LOOPBACK), close: () => app.close() };
}

/** Where a BFF with a replay route answers it: a path no page of the site has. */
export const HOOKED_REPLAY_PATH = '/bench/replay';

/**
 * The same replay from a route inside a BFF: every hook a BFF runs for any request (metrics,
 * client timeouts, language, session, CSRF, rollouts, security headers, the request log) and no
 * work of the route's own. Against the bare replay, what the hooks cost; against the page, what
 * rendering it costs.
 */
export async function startHookedReplay(
  apiUrl: string,
  build: ShellBuild,
  extra: Partial<BffOptions>,
  replay: Replay,
): Promise<Server> {
  const app = await buildBff({ apiUrl, shellDir: build.shellDir, releasesDir: build.releasesDir, ...extra });
  app.get(HOOKED_REPLAY_PATH, (_request, reply) => {
    reply.headers(replay.headers).send(replay.body);
  });
  return { address: await app.listen(LOOPBACK), close: () => app.close() };
}

/** An answer as it travelled: its headers and its body still compressed (fetch would decode it). */
function rawAnswer(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function startApi(): Promise<Server> {
  const worker = new Worker(new URL('./api-worker.ts', import.meta.url));
  const address = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { address: string }) => resolve(message.address));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the api worker exited (${code}) before listening`)));
  });
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  return {
    address,
    close: async () => {
      worker.postMessage('close');
      await exited;
    },
  };
}

export type ShellBuild = { shellDir: string; releasesDir: string; label: string; close: () => Promise<void> };

/** The real shell build when there is one (its index.html is what visitors get), else a stand-in. */
export async function shellBuild(): Promise<ShellBuild> {
  const shellDir = path.join(REPO_ROOT, 'shell/dist');
  if (existsSync(path.join(shellDir, 'index.html'))) {
    return { shellDir, releasesDir: releasesRoot(), label: 'shell/dist', close: async () => {} };
  }
  const root = await fakeBuilds();
  return {
    shellDir: path.join(root, 'shell/dist'),
    releasesDir: path.join(root, 'releases'),
    label: 'fakeBuilds()',
    close: () => rm(root, { recursive: true, force: true }),
  };
}

export async function startBff(apiUrl: string, build: ShellBuild, extra: Partial<BffOptions> = {}): Promise<Server> {
  const app = await buildBff({
    apiUrl,
    shellDir: build.shellDir,
    releasesDir: build.releasesDir,
    ...extra,
  });
  return { address: await app.listen(LOOPBACK), close: () => app.close() };
}
