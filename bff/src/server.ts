import { buildBff } from './app.ts';
import { loadConfig } from './config.ts';
import { loadRemoteRegistry } from './plugins/remote-registry.ts';

const config = loadConfig();
const app = await buildBff({
  apiUrl: config.apiUrl,
  shellDir: config.shellDir,
  remotesRoot: config.remotesRoot,
  registry: loadRemoteRegistry(config.remotesFile),
  upstreamTimeoutMs: config.upstreamTimeoutMs,
  logger: { level: config.logLevel },
});
await app.listen({ host: config.host, port: config.port });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    process.exit(0);
  });
}
