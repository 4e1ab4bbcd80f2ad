import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName } from 'contracts/remotes';
import { rememberReleases } from './failure-report.ts';
import { inlineStylesPlugin } from './inline-styles-plugin.ts';
import { remoteFailurePlugin } from './remote-failure-plugin.ts';

/**
 * Reads the remote registry the BFF serves and registers every remote with the MF runtime.
 * Nothing is fetched yet: a remote's manifest is loaded when the first page opened is one of its
 * public or guest pages (first-page.ts), else the first time one of its routes is visited.
 */
export async function registerRemotesFromRegistry(fetchImpl: typeof fetch = fetch) {
  const response = await fetchImpl('/remotes.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const registry = (await response.json()) as Record<string, string>;
  const remotes = Object.entries(registry).map(([name, manifestUrl]) => ({
    name: containerName(name),
    entry: new URL(manifestUrl, window.location.origin).toString(),
  }));
  registerRemotes(remotes);
  rememberReleases(remotes);
  return remotes;
}

/**
 * Runtime policy, in one place: a failed remote becomes an error panel in its region, and a style
 * sheet a first screen brought in its HTML is not fetched again.
 */
export function registerRuntimePlugins() {
  registerPlugins([remoteFailurePlugin(), inlineStylesPlugin()]);
}
