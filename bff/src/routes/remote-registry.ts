import { readFileSync } from 'node:fs';
import { remoteNames } from 'delivery/release-format';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { RemoteOverrides, RemoteReleases } from '../plugins/app/remote-releases.ts';

const overridesSchema = z.partialRecord(z.enum(remoteNames), z.string().min(1));

/**
 * REMOTES_FILE, the development override: `{ "mfe-listings": "<manifest url>" }` loads that remote
 * from elsewhere (its dev server) instead of its live release. None without a file.
 */
export function loadRemoteOverrides(file?: string): RemoteOverrides {
  return file ? overridesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

/** Origins other than the site's own that remotes load from (for the CSP): releases are the site's own. */
export function remoteOrigins(overrides: RemoteOverrides, siteUrl: string): string[] {
  const own = new URL(siteUrl).origin;
  const origins = Object.values(overrides).map((url) => new URL(url, siteUrl).origin);
  return [...new Set(origins)].filter((origin) => origin !== own);
}

/**
 * `/remotes.json`, which the shell registers remotes from: made per request from the registry as it
 * is now (a deploy shows within a second, no restart), never cached by the browser.
 */
export default fp(
  async (app: FastifyInstance, options: { releases: RemoteReleases }) => {
    for (const remote of options.releases.undeployed())
      app.log.warn(
        `${remote} has no live release in ${options.releases.root}; run npm run release and npm run deploy (its routes show an error panel until then)`,
      );
    app.get('/remotes.json', async (request, reply) =>
      reply.header('cache-control', 'no-cache').send(options.releases.manifests(request.visitor)),
    );
  },
  { name: 'remote-registry', dependencies: ['rollouts'] },
);
