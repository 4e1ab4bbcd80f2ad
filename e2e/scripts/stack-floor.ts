/**
 * What the stack costs before the product adds anything (not a test: `npm run stack-floor -w e2e`,
 * with the product's api running, `npm start` by default).
 *
 * `e2e/stack-floor/` holds a shell and a remote with the product's build settings (the `tooling`
 * package: the shared singletons, React Router kept to its declarative mode, the MF runtime's ES
 * module builds, compile hints), the product's index.html, and almost no code: the
 * shell's start-up (i18next, the session check, the remote registry, a jotai store, a query client,
 * a route table) and a home page showing the home page's data (three featured restaurants and shops
 * with their photos, three posts) with no design. This script builds both, serves them with the
 * product's BFF (its preloads, compression and caching) on STACK_FLOOR_PORT against the api at
 * API_URL, then reports the JavaScript the home page downloads (raw and gzip, as the bundle report
 * counts it) beside the product's own home page at PRODUCT_URL (`npm start`'s BFF by default),
 * counted the same way in the same run, with the ratio of the two against its goal (1.1×), and runs
 * the Lighthouse bench on the floor (LIGHTHOUSE_RUNS). Compare with `npm run bench:lighthouse` of the
 * product on the same machine at the same time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { namesImportedFrom } from 'tooling/source-imports';
import { benchmarkBrowserPath } from 'tooling/test-browser';
import { deploy } from '../../delivery/src/deploy.ts';
import { makeRelease } from '../../delivery/src/release.ts';
import { outsideTheVitalsSample } from '../tests/support/vitals-sample.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const floor = path.join(root, 'e2e/stack-floor');
const floorReleases = path.join(tmpdir(), 'qd-stack-floor-releases');
const PORT = Number(process.env.STACK_FLOOR_PORT ?? 3450);
const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PRODUCT_URL = (process.env.PRODUCT_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
/** The most the product's home page may download for each byte the stack alone does. */
const GOAL_RATIO = 1.1;

const rsbuildPackage = createRequire(import.meta.url).resolve('@rsbuild/core/package.json');
const rsbuildCli = path.join(path.dirname(rsbuildPackage), 'bin/rsbuild.js');

function run(script: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

/** The floor's mfe-listings build as the live release of a releases folder of its own. */
function releaseFloor() {
  rmSync(floorReleases, { recursive: true, force: true });
  const now = new Date();
  const made = makeRelease({
    remote: 'mfe-listings',
    distDir: path.join(floor, 'mfe-listings/dist'),
    root: floorReleases,
    by: 'stack-floor',
    now,
    packageVersion: '0.0.0',
    contractsVersion: '0.0.0',
    importedNames: (pkg) => namesImportedFrom(pkg, [path.join(floor, 'mfe-listings/src')]),
  });
  // The floor's shell is built with it from the same settings: nothing to check it against.
  deploy({
    root: floorReleases,
    remote: 'mfe-listings',
    version: made.info.version,
    by: 'stack-floor',
    now,
    problems: () => [],
  });
}

async function build(container: string) {
  const cwd = path.join(floor, container);
  await run(rsbuildCli, ['build'], { cwd, env: { ...process.env, NODE_ENV: 'production' } });
  await run(path.join(root, 'scripts/precompress.ts'), [path.join(cwd, 'dist')]);
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

async function startBff(): Promise<ChildProcess> {
  // Something already there (a floor left by a killed run?) would be measured instead of this build.
  if (await answers(`${BASE_URL}/health`)) throw new Error(`${BASE_URL} is taken: stop what runs there first`);
  const bff = spawn(process.execPath, [path.join(root, 'bff/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      API_URL,
      SITE_URL: `http://localhost:${PORT}`,
      SHELL_DIR: path.join(floor, 'shell/dist'),
      // The BFF serves remotes from their live releases: the floor's mfe-listings (releaseFloor).
      RELEASES_DIR: floorReleases,
      LOG_LEVEL: 'warn',
    },
  });
  let exited = false;
  bff.on('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !exited) {
    if (await answers(`${BASE_URL}/health`)) return bff;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  bff.kill();
  throw new Error(
    `the floor's BFF ${exited ? 'stopped (its errors are above)' : `did not answer on ${BASE_URL} within 30 s`}`,
  );
}

/** Every script a cold load of the home page at `baseUrl` downloads, as the bundle report counts them. */
async function homePageScripts(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: benchmarkBrowserPath,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response
          .body()
          .then((body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length })),
      );
    });
    // Weighed as the bundle report weighs it: the product's production settings sample some views.
    await outsideTheVitalsSample(page);
    await page.goto(`${baseUrl}/?lang=en`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    return Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipTotal = (scripts: { raw: number; gzip: number }[]) =>
  scripts.reduce((sum, script) => ({ raw: sum.raw + script.raw, gzip: sum.gzip + script.gzip }), { raw: 0, gzip: 0 });

if (!(await answers(`${API_URL}/health`))) {
  throw new Error(`no api at ${API_URL}: start the product first (npm start)`);
}
await build('mfe-listings');
await build('shell');
releaseFloor();
const bff = await startBff();
try {
  const scripts = await homePageScripts(BASE_URL);
  const total = gzipTotal(scripts);
  console.log(`\nStack floor, home page JS: ${kb(total.raw)} raw, ${kb(total.gzip)} gzip, ${scripts.length} files`);
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(script.gzip).padStart(9)} gzip  ${script.url}`);
  }
  const product = gzipTotal(await homePageScripts(PRODUCT_URL));
  const ratio = product.gzip / total.gzip;
  console.log(`Product (${PRODUCT_URL}), home page JS: ${kb(product.raw)} raw, ${kb(product.gzip)} gzip`);
  console.log(
    `Product / floor: ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×: ${ratio <= GOAL_RATIO ? 'PASS' : 'FAIL'}; ` +
      `${kb(Math.max(0, product.gzip - GOAL_RATIO * total.gzip))} over)`,
  );
  console.log('');
  // Lighthouse's FAIL (performance under 95) is a finding here, not an error of this script.
  await run(fileURLToPath(new URL('lighthouse.ts', import.meta.url)), ['/'], {
    env: { ...process.env, LIGHTHOUSE_URL: BASE_URL },
  }).catch(() => undefined);
} finally {
  bff.kill();
}
