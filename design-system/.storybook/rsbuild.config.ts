import { defineConfig, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const MOCKER_RUNTIME = 'mocker-runtime-injected.js';

/**
 * Works around storybook-builder-rsbuild 3.6's dev server: it emits `mocker-runtime-injected.js`
 * only when the HTML is regenerated, so after the first rebuild (a lazily compiled story, an edit)
 * the file is gone while iframe.html still imports it, and every story fails to load. Re-emit the
 * first compilation's copy in every later one.
 */
class KeepMockerRuntime implements Rspack.RspackPluginInstance {
  apply(compiler: Rspack.Compiler) {
    let runtime: Rspack.sources.Source | undefined;
    compiler.hooks.thisCompilation.tap('KeepMockerRuntime', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'KeepMockerRuntime', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MOCKER_RUNTIME);
          if (asset) runtime = asset.source;
          else if (runtime) compilation.emitAsset(MOCKER_RUNTIME, runtime);
        },
      );
    });
  }
}

// Storybook's own Rsbuild config: React only. Module Federation stays in the apps' configs.
export default defineConfig({
  plugins: [pluginReact()],
  tools: { rspack: { plugins: [new KeepMockerRuntime()] } },
});
