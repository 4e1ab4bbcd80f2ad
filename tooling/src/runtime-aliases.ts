/**
 * Resolve aliases that make every container bundle the ES module builds of the MF runtime. Rspack's
 * MF plugin imports the bundler runtime, the runtime and the external-runtime plugin by the paths
 * `require.resolve` gives, their CommonJS builds, which nothing can tree-shake, scope-hoist or
 * mangle; as ES modules every container's entry is several kilobytes smaller (why: docs/adr/0006,
 * docs/adr/0054). An alias keyed by the same name or path replaces the plugin's own.
 */
export function esmRuntimeAliases(): Record<string, string> {
  const fs = process.getBuiltinModule('node:fs');
  const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const esmTwin = (cjsPath: string) => {
    const esm = cjsPath.replace(/\.cjs$/, '.js');
    if (esm === cjsPath || !fs.existsSync(esm)) throw new Error(`no ES module build beside ${cjsPath}`);
    return esm;
  };
  const cjs = [
    require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] }),
    require.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return {
    // The ES module entry the MF plugin for Rspack itself names for `@module-federation/runtime$`.
    '@module-federation/runtime': require.resolve('@module-federation/runtime/bundler', { paths: [runtimeTools] }),
    ...Object.fromEntries(cjs.map((file) => [`${file}$`, esmTwin(file)])),
  };
}
