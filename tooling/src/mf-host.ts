import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { HtmlTagHandler, RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { containerBuildSettings, namedChunkGroups } from './build-settings.ts';
import { pluginCompileHints } from './compile-hints.ts';
import { pluginSharedSurface, sharedSingletons } from './mf-shared.ts';

/** The host's start-up chunk: its entry imports it by this name (`webpackChunkName`). */
const BOOT_CHUNK = 'bootstrap';

/**
 * Writes `boot-assets.json`: the scripts and style sheets of the host's start-up chunk group (the
 * chunk its entry imports, and the chunks and style sheets split off it), which the browser is only
 * told of once the entry has run. The BFF preloads them with every page (bff page-preloads), as it
 * does the shared modules the start-up needs, which MF's stats name.
 */
function pluginBootAssets(): RsbuildPlugin {
  return {
    name: 'boot-assets',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        // MF builds each tree-shaken shared module in a compilation of its own, without the host's start-up.
        const group = compilation.namedChunkGroups.get(BOOT_CHUNK);
        if (!group) return;
        const files = group.getFiles();
        const assets = {
          js: files.filter((file) => file.endsWith('.js')),
          css: files.filter((file) => file.endsWith('.css')),
        };
        compilation.emitAsset('boot-assets.json', new sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
      });
    },
  };
}

/**
 * The entry script asks for the page's first file at high priority. A deferred script is fetched at
 * low priority, behind every preload of the page (bff page-preloads, all high), although nothing
 * runs before it: on a slow phone it comes last, and the whole start-up waits for it.
 */
const entryScriptFirst: HtmlTagHandler = (tags) =>
  tags.map((tag) =>
    tag.tag === 'script' && typeof tag.attrs?.src === 'string'
      ? { ...tag, attrs: { ...tag.attrs, fetchpriority: 'high' } }
      : tag,
  );

/**
 * The Rsbuild settings the Module Federation host builds with: the shell, and the stack floor that
 * measures what these settings cost with no product code (e2e/stack-floor). Each adds its HTML
 * template and, the shell, its dev server.
 */
export function hostConfig({ template }: { template: string }) {
  return {
    plugins: [
      pluginReact({ splitChunks: false }),
      pluginCompileHints(/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/),
      pluginBootAssets(),
      // The shell provides the shared copies: it writes the surface it provides for deploys to check.
      pluginSharedSurface({ dirs: ['shell/src', 'platform/src', 'design-system/src'], writeSurface: true }),
      pluginModuleFederation({
        name: 'shell',
        // No remote is compiled in: the shell registers them at run time from /remotes.json.
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
        // The host carries the one MF runtime; remotes use it instead of bundling their own copy.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { template, tags: [entryScriptFirst] },
    // The platform, design-system and contracts modules every page boots with, as one file (each
    // shared module is its own chunk otherwise), with the fonts' faces that tokens.css imports. Lazy
    // stay: the design system's drawer and gallery (the modal's dialog is in: the shell hosts it);
    // saving an item and the intent kept across a sign-in (loaded with the first press); the
    // contracts' page meta, error catalogue (the few messages the browser shows on its own are
    // browser-errors, which is in), enumerations, opening hours and the listing kinds' filters,
    // values and schemas (a kind's identity, which the navigation reads, is in).
    // The small libraries every page boots with are in it too (React, its JSX runtime, react-i18next
    // without its Trans (tooling/mf-shared), and React DOM's index, 1–4 KB each): on a phone's
    // HTTP/1.1 each file of its own costs a round trip on one of six connections. React DOM's index
    // had to be one file anyway: MF builds it once for the shell's shared copy and once more as the
    // fallback of the shell's own import, two files the BFF could not tell apart to preload.
    performance: namedChunkGroups({
      'app-common':
        /[\\/]platform[\\/]src[\\/](?!saved-items|pending-intent)|[\\/]contracts[\\/]src[\\/](?!page-meta|enums|errors|opening-hours|listing-kinds|listing-kind-schemas|list-filters)|[\\/]design-system[\\/]src[\\/](?!drawer|gallery)|[\\/]node_modules[\\/](jotai|@fontsource|react|react-i18next)[\\/]|[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/,
    }),
    ...containerBuildSettings(),
  } satisfies RsbuildConfig;
}
