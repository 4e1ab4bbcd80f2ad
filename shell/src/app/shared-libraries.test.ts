import { expect, it } from 'vitest';
import { esmRuntimeAliases, namesImportedFrom } from '../../../mf-shared.ts';

it('the shared router keeps what the containers import, not what their test helpers import', () => {
  const kept = namesImportedFrom('react-router');
  expect(kept).toContain('BrowserRouter');
  expect(kept).toContain('useRoutes');
  // The app routes declaratively: the data router (half the library) stays out of the shared copy.
  expect(kept).not.toContain('createBrowserRouter');
  expect(kept).not.toContain('RouterProvider');
  // Only test-providers and render-with-providers (Vitest helpers beside the code) use these.
  expect(kept).not.toContain('createMemoryRouter');
  expect(kept).not.toContain('MemoryRouter');
});

it('every container bundles the ES module builds of the MF runtime, not the CommonJS ones', () => {
  const aliases = esmRuntimeAliases();
  // The names and paths Rspack's MF plugin asks for: the runtime by name, the rest by CommonJS path.
  expect(Object.keys(aliases)).toEqual([
    '@module-federation/runtime',
    expect.stringMatching(/webpack-bundler-runtime\/dist\/index\.cjs\$$/),
    expect.stringMatching(/inject-external-runtime-core-plugin\/dist\/index\.cjs\$$/),
  ]);
  for (const target of Object.values(aliases)) expect(target).toMatch(/\/dist\/[\w-]+\.js$/);
});
