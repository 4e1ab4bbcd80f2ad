import proxy from '@fastify/http-proxy';
import Fastify, { type FastifyServerOptions } from 'fastify';
import apiProxy from './plugins/api-proxy.ts';
import langPlugin from './plugins/lang.ts';
import remoteRegistry, { type RemoteRegistry } from './plugins/remote-registry.ts';
import staticHosting from './plugins/static-hosting.ts';

export type BffOptions = {
  apiUrl: string;
  shellDir: string;
  remotesRoot: string;
  registry: RemoteRegistry;
  upstreamTimeoutMs?: number;
  logger?: FastifyServerOptions['logger'];
};

/** The only server the browser talks to. */
export async function buildBff(options: BffOptions) {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 256 * 1024 });
  await app.register(langPlugin);
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(remoteRegistry, { registry: options.registry });
  await app.register(apiProxy, { apiUrl: options.apiUrl, timeoutMs: options.upstreamTimeoutMs ?? 10_000 });
  // Stored images and videos pass through untouched (they are cached for a year by the api).
  await app.register(proxy, { upstream: options.apiUrl, prefix: '/media', rewritePrefix: '/media' });
  await app.register(staticHosting, { shellDir: options.shellDir, remotesRoot: options.remotesRoot });
  return app;
}
