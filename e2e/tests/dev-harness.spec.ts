import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './support/test.ts';

/**
 * A remote developed alone (README: `npm run dev -w mfe-listings`): its dev server's harness renders
 * the remote's pages with the platform's providers. Rsbuild's dev server compiles dynamic imports
 * lazily by default, and the MF runtime would then ask for shared modules whose chunks were never
 * built: the harness dies with "Cannot read properties of undefined (reading 'call')".
 */
const PORT = Number(process.env.E2E_HARNESS_PORT ?? 3311);
const harnessURL = `http://127.0.0.1:${PORT}`;
let devServer: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  devServer = spawn('npx', ['rsbuild', 'dev', '--port', String(PORT)], {
    cwd: path.resolve(import.meta.dirname, '../../mfe-listings'),
    detached: true,
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        const response = await fetch(harnessURL).catch(() => undefined);
        return response?.ok ?? false;
      },
      { timeout: 100_000, intervals: [1_000] },
    )
    .toBe(true);
});

test.afterAll(() => {
  // The whole group: npx, Rsbuild and its workers.
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

test("a remote's dev harness renders its pages without the shell", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(harnessURL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
  expect(errors).toEqual([]);
});
