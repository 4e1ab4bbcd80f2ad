import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { readRegistry } from 'delivery/registry';
import { rolloutBucket } from 'delivery/rollout';
import { baseURL, releasesDir } from '../playwright.config.ts';
import { expect, test } from './support/test.ts';

/**
 * A remote releases, deploys, rolls out and rolls back on its own while the site runs,
 * with the delivery commands a team runs (`npm run release | deploy | rollback | releases`). The
 * shell's files never change. Every step leaves the registry as it found it (finally).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const VERSION = /\b\d+\.\d+\.\d+-[0-9a-f]{10}\b/;

async function npmRun(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: releasesDir, DEPLOYED_BY: 'e2e', ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}\n${failed.stderr ?? ''}` };
  }
}

/** Every file of the shell's build with its hash: a deploy of a remote must leave them all alone. */
function shellFiles(): Record<string, string> {
  const dir = path.join(repoRoot, 'shell', 'dist');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
    }),
  );
}

const liveOf = () => readRegistry(releasesDir).remotes['mfe-listings'];

/** The mfe-listings release `/remotes.json` names for a visitor (their cookies in `visitor`). */
async function releaseSeenBy(visitor: APIRequestContext) {
  const registry = (await (await visitor.get('/remotes.json')).json()) as Record<string, string>;
  return registry['mfe-listings']?.match(VERSION)?.[0];
}

/** A visitor inside (or outside) the running rollout of mfe-listings, by the bucket the BFF gives them. */
function visitorId(inside: boolean): string {
  const rollout = liveOf()?.rollout;
  if (!rollout) throw new Error('no rollout runs');
  for (;;) {
    const id = crypto.randomUUID();
    if (rolloutBucket(rollout, id) < rollout.percent === inside) return id;
  }
}

/** Waits until the BFF serves the rollout (it looks at the registry once a second). */
async function rolloutServed(version: string) {
  await expect
    .poll(
      async () => {
        const context = await playwrightRequest.newContext({
          baseURL,
          extraHTTPHeaders: { cookie: `qd_visitor=${visitorId(true)}` },
        });
        const seen = await releaseSeenBy(context);
        await context.dispose();
        return seen;
      },
      { timeout: 5000 },
    )
    .toBe(version);
}

async function visitorPage(browser: Browser, id: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'qd_visitor', value: id, url: baseURL }]);
  return { context, page: await context.newPage() };
}

test.describe.configure({ mode: 'serial', timeout: 8 * 60_000 });

let original: string;
let changed: string;
const buildId = `e2e-${Date.now()}`;

/**
 * `npm run release` builds the remote into its `dist`, as a team's release does: the build this run
 * started with is put back afterwards, so later suites and runs (the cluster's, the next journeys')
 * release the checkout's own build, not one carrying this file's build id.
 */
const remoteBuild = path.join(repoRoot, 'mfe-listings', 'dist');
const remoteBuildKept = path.join(tmpdir(), `mfe-listings-dist-${process.pid}`);

test.beforeAll(async () => {
  original = liveOf()?.live ?? '';
  expect(original).toMatch(VERSION);
  rmSync(remoteBuildKept, { recursive: true, force: true });
  cpSync(remoteBuild, remoteBuildKept, { recursive: true });
});

test.afterAll(async () => {
  // Whatever failed, the journeys after this one meet the release the site started with.
  const entry = liveOf();
  if (entry?.rollout) await npmRun(['rollback', '--', 'mfe-listings']);
  if (liveOf()?.live !== original) await npmRun(['deploy', '--', 'mfe-listings', original]);
  rmSync(remoteBuild, { recursive: true, force: true });
  cpSync(remoteBuildKept, remoteBuild, { recursive: true });
  rmSync(remoteBuildKept, { recursive: true, force: true });
  expect(liveOf()?.live).toBe(original);
});

test('a changed remote is released and deployed alone: new loads get it, open tabs keep theirs, the shell is untouched', async ({
  page,
  browser,
}) => {
  const shellBefore = shellFiles();
  // A tab opened before the deploy, on a page of mfe-listings.
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const release = await npmRun(['release', '--', 'mfe-listings'], { PUBLIC_BUILD_ID: buildId });
  expect(release.code, release.output).toBe(0);
  changed =
    release.output
      .match(/released mfe-listings (\S+)|mfe-listings (\S+) is already released/)
      ?.slice(1)
      .find(Boolean) ?? '';
  expect(changed).not.toBe(original);
  const deploy = await npmRun(['deploy', '--', 'mfe-listings', changed]);
  expect(deploy.code, deploy.output).toBe(0);

  // A new page load, within a second or so, in both languages (the first screen comes from the new release too).
  const fresh = await browser.newContext({ baseURL });
  const newPage = await fresh.newPage();
  await expect(async () => {
    await newPage.goto('/about-us?lang=en');
    await expect(newPage.getByTestId('build-id')).toHaveText(`Build ${buildId}`, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await newPage.goto('/about-us?lang=ar');
  await expect(newPage.getByTestId('build-id')).toHaveText(`الإصدار ${buildId}`);
  await fresh.close();

  // The old tab goes on to a page it had not loaded: its release's files are still served.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Qatar Directory' })).toBeVisible();
  await expect(page.getByTestId('build-id')).toHaveCount(0);
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  expect(shellFiles()).toEqual(shellBefore);

  const list = await npmRun(['releases', '--', 'list', 'mfe-listings']);
  expect(list.output).toContain(changed);
  expect(list.output).toContain(original);
});

test('rollback restores the release before, for the next page load', async ({ browser }) => {
  const rollback = await npmRun(['rollback', '--', 'mfe-listings']);
  expect(rollback.code, rollback.output).toBe(0);
  expect(liveOf()?.live).toBe(original);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await expect(async () => {
    await page.goto('/about-us?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'About Qatar Directory' })).toBeVisible();
    await expect(page.getByTestId('build-id')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await context.close();
});

test('an incompatible release is refused, saying what does not match, and nothing changes', async () => {
  // A release built against a React this shell does not provide (made from a real one, as a team's
  // build with a newer React would be).
  const incompatible = '0.1.0-ffffffffff';
  const dir = path.join(releasesDir, 'mfe-listings', incompatible);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(releasesDir, 'mfe-listings', changed), dir, { recursive: true });
  const infoFile = path.join(dir, 'release.json');
  const info = JSON.parse(readFileSync(infoFile, 'utf8'));
  info.version = incompatible;
  info.shared = info.shared.map((shared: { name: string }) =>
    shared.name === 'react' ? { ...shared, requiredVersion: '^99.0.0' } : shared,
  );
  writeFileSync(infoFile, JSON.stringify(info));
  const registryBefore = readFileSync(path.join(releasesDir, 'registry.json'), 'utf8');

  const deploy = await npmRun(['deploy', '--', 'mfe-listings', incompatible]);
  expect(deploy.code).not.toBe(0);
  expect(deploy.output).toContain('react');
  expect(deploy.output).toContain('^99.0.0');
  expect(readFileSync(path.join(releasesDir, 'registry.json'), 'utf8')).toBe(registryBefore);
});

test('a 10 % rollout serves both releases to different visitors, each staying on theirs', async ({ browser }) => {
  const rollout = await npmRun(['deploy', '--', 'mfe-listings', changed, '--percent', '10']);
  expect(rollout.code, rollout.output).toBe(0);
  await rolloutServed(changed);

  const seen: Record<string, number> = {};
  for (let visitor = 0; visitor < 80; visitor += 1) {
    const context = await playwrightRequest.newContext({ baseURL });
    const first = await releaseSeenBy(context);
    for (let again = 0; again < 3; again += 1) expect(await releaseSeenBy(context)).toBe(first);
    seen[first ?? 'none'] = (seen[first ?? 'none'] ?? 0) + 1;
    await context.dispose();
  }
  expect(Object.keys(seen).sort()).toEqual([changed, original].sort());
  expect(seen[changed]).toBeLessThan(seen[original] ?? 0);

  // A visitor in the 10 % sees the new release on the page; one outside, the live one.
  for (const [inside, expected] of [
    [true, 1],
    [false, 0],
  ] as const) {
    const { context, page } = await visitorPage(browser, visitorId(inside));
    await page.goto('/about-us?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'About Qatar Directory' })).toBeVisible();
    await expect(page.getByTestId('build-id')).toHaveCount(expected);
    await context.close();
  }

  const end = await npmRun(['rollback', '--', 'mfe-listings']);
  expect(end.code, end.output).toBe(0);
  expect(liveOf()?.rollout).toBeUndefined();
  expect(liveOf()?.live).toBe(original);
});

test('a rollout whose release fails to load shows the region’s error panel and is rolled back on its own', async ({
  browser,
}) => {
  // A release whose entry script is missing, as a broken upload would leave it.
  const broken = '0.1.0-eeeeeeeeee';
  const dir = path.join(releasesDir, 'mfe-listings', broken);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(releasesDir, 'mfe-listings', changed), dir, { recursive: true });
  const info = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ ...info, version: broken }));
  for (const suffix of ['', '.gz', '.br']) rmSync(path.join(dir, `${info.remoteEntry}${suffix}`), { force: true });

  const rollout = await npmRun(['deploy', '--', 'mfe-listings', broken, '--percent', '50']);
  expect(rollout.code, rollout.output).toBe(0);
  await rolloutServed(broken);

  // Visitors in the rollout (the e2e server rolls back past 20 % of 2 or more visitors).
  for (let visitor = 0; visitor < 2; visitor += 1) {
    const { context, page } = await visitorPage(browser, visitorId(true));
    await page.goto('/faqs?lang=en');
    await expect(page.getByTestId('remote-error')).toBeVisible();
    // The header and other remotes' pages keep working.
    await page.goto('/sign-in?lang=en');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await context.close();
  }

  await expect.poll(() => liveOf()?.rollout, { timeout: 20_000 }).toBeUndefined();
  expect(liveOf()?.live).toBe(original);
  expect(liveOf()?.history.at(-1)).toMatchObject({ action: 'auto-rollback', version: broken });
  const status = await npmRun(['releases', '--', 'status', 'mfe-listings']);
  expect(status.output).toContain(broken);
  expect(status.output).toMatch(/auto-rollback/);
});
