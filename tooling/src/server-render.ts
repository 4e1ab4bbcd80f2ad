import path from 'node:path';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { SERVER_BUNDLE } from 'contracts/first-screen';
import type { RemotePages } from 'platform/remote-pages';
import { buildVariables } from './build-settings.ts';

// The file the BFF imports, under the package's dist/: `server/first-screen.js`.
const bundleDir = path.dirname(SERVER_BUNDLE);
const bundleName = path.basename(SERVER_BUNDLE, '.js');

/**
 * The build of a package's server bundle (platform/server-render): its first-screen renderer, for
 * Node, with every import bundled into one file. No Module Federation: the BFF composes the shell's frame and
 * the remote's page as strings. CSS Modules give their class names only, the same names the
 * browser build gives (both hash the file's path and the class), so the browser's style sheets
 * style the server's HTML. `platform/api` becomes its server twin, which makes its calls through the
 * fetch the BFF hands the render (contracts/first-screen).
 */
export function serverRenderConfig(entry: string, { pages = {} }: { pages?: RemotePages } = {}) {
  // A remote's pages without a first screen stay out of the bundle (mfe-listings' blog post would
  // bring marked and DOMPurify); their imports, never called on the server, fail if they were.
  const leftOut = new Set(
    Object.values(pages)
      .filter((page) => !page.firstScreen)
      .map((page) => path.resolve('src', page.file)),
  );
  return defineConfig({
    plugins: [pluginReact()],
    source: { entry: { [bundleName]: entry }, define: buildVariables() },
    resolve: {
      alias: { 'platform/api$': path.join(import.meta.dirname, '../../platform/src/server-api.ts') },
    },
    output: {
      target: 'node',
      module: true,
      distPath: { root: `dist/${bundleDir}` },
      // Readable stack traces in the BFF's log; the file is never sent to a browser.
      minify: false,
    },
    // One file: Node caches modules by URL, and the BFF imports a rebuilt bundle under a new one
    // (its modification time in the query), which split-off chunks would not get.
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: {
      rspack: {
        output: { asyncChunks: false },
        plugins: [
          new rspack.IgnorePlugin({
            checkResource: (resource, context) => leftOut.has(path.resolve(context, resource)),
          }),
        ],
      },
    },
  });
}
