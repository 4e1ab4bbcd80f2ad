import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiUrl } from 'contracts/api-url';
import type { Lang } from 'contracts/i18n';
import { firstPageRequests } from 'contracts/page-data';
import { routeModule } from 'contracts/route-modules';
import { matchRoute } from 'contracts/routes';
import { z } from 'zod';
import type { RemoteRegistry } from './remote-registry.ts';
import { escapeHtml } from './seo/html-template.ts';

/** The part of an MF manifest the preloads read; anything else (or a broken file) means no preloads. */
const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }).optional(),
        css: z.object({ sync: z.array(z.string()) }).optional(),
      }),
    }),
  ),
});
type RemoteManifest = z.infer<typeof manifestSchema>;

const preload = (href: string, as: 'script' | 'style' | 'fetch') =>
  `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} />`;

/**
 * The API answers a page asks for first (contracts/page-data), fetched with the HTML instead of
 * after the shell, the remote and the page have loaded and run. The browser hands the page these
 * answers when it asks for the same URL with the same credentials (the API client sends cookies).
 */
export function dataPreloads(pathname: string, lang: Lang, search = new URLSearchParams()): string[] {
  return firstPageRequests(pathname, search).map(
    ({ path, query }) =>
      `<link rel="preload" href="${escapeHtml(apiUrl(path, query, lang))}" as="fetch" crossorigin="use-credentials" />`,
  );
}

/**
 * `<link rel="preload">` tags for a page: the remote registry, and the manifest, entry and the
 * page module's own scripts and styles of the remote that renders it. Without them the browser
 * discovers each only after the one before has run (shell → registry → manifest → entry → page),
 * a round trip apiece on a phone. Only public and auth pages: visitors never fetch code of pages
 * they may not open (admin above all), and only remotes this BFF serves itself (their manifests
 * are on disk; a remote elsewhere is left to the runtime).
 */
export function createPagePreloads(options: { remotesRoot: string; registry: RemoteRegistry; now?: () => number }) {
  const now = options.now ?? Date.now;
  const manifests = new Map<string, { mtimeMs: number; checkedAt: number; manifest?: RemoteManifest }>();

  function readManifest(packageName: string): RemoteManifest | undefined {
    const known = manifests.get(packageName);
    // At most one stat a second per remote: a redeployed remote shows within a second, at no I/O per page.
    if (known && now() - known.checkedAt < 1000) return known.manifest;
    const file = path.join(options.remotesRoot, packageName, 'dist', 'mf-manifest.json');
    try {
      const { mtimeMs } = statSync(file);
      if (known?.mtimeMs === mtimeMs) {
        known.checkedAt = now();
        return known.manifest;
      }
      const manifest = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8'))).data;
      manifests.set(packageName, { mtimeMs, checkedAt: now(), manifest });
      return manifest;
    } catch {
      // Not built (the page shows its error panel) or unreadable: nothing to preload.
      manifests.set(packageName, { mtimeMs: -1, checkedAt: now() });
      return undefined;
    }
  }

  return (pathname: string, lang: Lang, search?: URLSearchParams): string[] => [
    ...codePreloads(pathname),
    ...dataPreloads(pathname, lang, search),
  ];

  function codePreloads(pathname: string): string[] {
    const tags = [preload('/remotes.json', 'fetch')];
    const name = matchRoute(pathname);
    const page = name ? routeModule(name) : undefined;
    if (!page || (page.access !== 'public' && page.access !== 'guest')) return tags;
    const [container = '', exposed = ''] = page.moduleId.split('/');
    const packageName = container.replace(/_/g, '-');
    const manifestUrl = options.registry[packageName as keyof RemoteRegistry];
    if (manifestUrl !== `/remotes/${packageName}/mf-manifest.json`) return tags;
    const manifest = readManifest(packageName);
    const expose = manifest?.exposes.find((candidate) => candidate.path === `./${exposed}`);
    if (!manifest || !expose) return tags;
    const base = `/remotes/${packageName}/`;
    const { remoteEntry } = manifest.metaData;
    return [
      ...tags,
      preload(manifestUrl, 'fetch'),
      preload(`${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, 'script'),
      ...(expose.assets.js?.sync ?? []).map((file) => preload(`${base}${file}`, 'script')),
      ...(expose.assets.css?.sync ?? []).map((file) => preload(`${base}${file}`, 'style')),
    ];
  }
}
