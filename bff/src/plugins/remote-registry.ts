import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

export const remoteNames = ['mfe-listings', 'mfe-account', 'mfe-admin'] as const;

const registrySchema = z.partialRecord(z.enum(remoteNames), z.string().min(1));
export type RemoteRegistry = Record<(typeof remoteNames)[number], string>;

/** Where each remote's manifest lives. A file can point a remote elsewhere with no shell rebuild. */
export function loadRemoteRegistry(file?: string): RemoteRegistry {
  const defaults = Object.fromEntries(
    remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  ) as RemoteRegistry;
  if (!file) return defaults;
  return { ...defaults, ...registrySchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
}

/** Origins other than the site's own that remotes load from (for the CSP). */
export function remoteOrigins(registry: RemoteRegistry, siteUrl: string): string[] {
  const own = new URL(siteUrl).origin;
  const origins = Object.values(registry).map((url) => new URL(url, siteUrl).origin);
  return [...new Set(origins)].filter((origin) => origin !== own);
}

export default fp(
  async (app: FastifyInstance, options: { registry: RemoteRegistry }) => {
    app.get('/remotes.json', async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(options.registry),
    );
  },
  { name: 'remote-registry' },
);
