import type { RsbuildPlugin } from '@rsbuild/core';

/** The magic comment that starts a file V8 compiles whole, while it downloads. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8 compiles each function the first time it runs, on the main thread. The shell's entry (the MF
 * runtime), the remotes' entries and React DOM nearly all run as a page starts, and compiling them
 * makes the entry's task one of the longest of a load. A script that begins with COMPILE_HINT is
 * compiled whole on a background thread while it downloads (https://v8.dev/blog/explicit-compile-hints,
 * Chrome 136+; a comment to other browsers). Marked: chunks holding the webpack runtime (entries), and
 * chunks holding a module that `calledOnLoad` matches. Not more: every function of the file compiles.
 */
export function pluginCompileHints(calledOnLoad?: RegExp): RsbuildPlugin {
  return {
    name: 'compile-hints',
    setup(api) {
      // After minification (which drops comments) and after the content hashes are set.
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        for (const chunk of compilation.chunks) {
          const runsOnLoad =
            chunk.hasRuntime() ||
            compilation.chunkGraph
              .getChunkModules(chunk)
              .some((module) => calledOnLoad?.test(module.nameForCondition() ?? ''));
          if (!runsOnLoad) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) {
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        }
      });
    },
  };
}
