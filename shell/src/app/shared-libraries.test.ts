import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHARED_SURFACE, sharedSurfaceViolations } from 'tooling/mf-shared';
import { esmRuntimeAliases } from 'tooling/runtime-aliases';
import { expect, it } from 'vitest';

/** A container's sources in a folder of their own, one file per entry. */
function sources(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'container-src-'));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), code);
  }
  return dir;
}

it("the shared router's surface is declared (its declarative mode), not read from the containers' sources", () => {
  const surface = SHARED_SURFACE['react-router'];
  for (const name of ['BrowserRouter', 'Routes', 'useRoutes', 'useMatch', 'useOutletContext', 'generatePath']) {
    expect(surface).toContain(name);
  }
  // The data router (half the library) stays out: its hooks throw under the shell's declarative router.
  for (const name of ['createBrowserRouter', 'RouterProvider', 'useLoaderData', 'useFetcher', 'useBlocker']) {
    expect(surface).not.toContain(name);
  }
});

it('the rest of the app imports nothing from the router outside its declared surface', () => {
  const containers = [
    'shell/src',
    'platform/src',
    'design-system/src',
    'mfe-listings/src',
    'mfe-account/src',
    'mfe-admin/src',
  ];
  expect(sharedSurfaceViolations(containers)).toEqual([]);
});

it('a remote importing a router export the shell may not provide is named, with its package', () => {
  const dir = sources({
    'page.tsx':
      "import { useMatch, useLoaderData } from 'react-router';\nexport const page = [useMatch, useLoaderData];\n",
    'page.test.tsx': "import { useFetcher } from 'react-router';\nimport { it } from 'vitest';\n",
  });
  expect(sharedSurfaceViolations([dir])).toEqual(['react-router: useLoaderData']);
  const whole = sources({ 'lazy.ts': "export const router = () => import('react-router');\n" });
  expect(sharedSurfaceViolations([whole])).toEqual(['react-router: the whole module (a namespace or dynamic import)']);
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
