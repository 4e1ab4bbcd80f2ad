import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3310);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4310);
/**
 * Separate ports and data directories let several checkouts run journeys side by side. Absolute:
 * the api resolves DATA_DIR from its own working directory, and the start command wipes it from
 * this one, so a relative one let each run reuse the last run's database.
 */
const DATA_DIR = path.resolve(import.meta.dirname, process.env.E2E_DATA_DIR ?? '.e2e-data');
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The remotes' releases and registry of the journeys' site: made afresh from the builds at start. */
export const releasesDir = path.join(DATA_DIR, 'releases');
/**
 * A data folder already seeded (pictures included) for journeys, made once per test run
 * (`scripts/seed-data.ts`): each site starting for journeys starts from a copy of it instead of
 * seeding its own. Without it the api seeds at start, as `npm start` does.
 */
const SEEDED_DATA_DIR = process.env.E2E_SEEDED_DATA_DIR ? path.resolve(process.env.E2E_SEEDED_DATA_DIR) : undefined;

/**
 * The journeys share one site, so they are grouped by what they change and what they read. Files
 * in `side-by-side` change nothing another file reads (their own accounts, their own records) and
 * run a few at a time; a lane's files change what each other read (counts of listings, the home
 * ad) and run one after another beside the rest. `after-the-rest` change what nearly every file
 * reads (the api's clock, the dashboard's figures and the audit trail over every write) and run
 * once the others are done; `alone` swap the remotes' releases or hold the server to its
 * first-screen deadlines, and run last, with nothing beside them.
 */
const groups = {
  'side-by-side': [
    'account',
    'admin-listing-forms',
    'arabic-digits',
    'bundle-report',
    'csp',
    'dev-harness',
    'intent',
    'language-detection',
    'listing-detail',
    'page-meta',
    'phone-layout',
    'public-pages',
    'restaurants-language',
    'shell',
    'special-hours',
  ],
  'listings-lane': ['listings', 'admin-listings', 'admin-listing-journey'],
  'ads-lane': ['admin-ads', 'ads'],
  'after-the-rest': ['admin', 'admin-blogs'],
  alone: ['first-screen', 'data-preloads', 'independent-delivery'],
} as const;
type Group = keyof typeof groups;
// A journey in no group would silently never run.
const grouped = new Set(Object.values(groups).flatMap((names) => names.map((name) => `${name}.spec.ts`)));
const ungrouped = readdirSync(path.join(import.meta.dirname, 'tests')).filter(
  (file) => file.endsWith('.spec.ts') && !grouped.has(file),
);
if (ungrouped.length > 0) throw new Error(`playwright.config.ts: put ${ungrouped.join(', ')} in one of its groups`);
const files = (group: Group) => groups[group].map((name) => `${name}.spec.ts`);
const project = (name: Group, workers: number, dependencies: Group[] = []) => ({
  name,
  testMatch: files(name),
  workers,
  dependencies,
  use: { ...devices['Desktop Chrome'] },
});

/**
 * Journeys through the production build, started as a user starts it (api + BFF over a
 * fresh embedded database), in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  // A bound on a stuck journey, not a measure of speed: files run side by side with other suites,
  // and a journey that checks every page with axe takes a good share of it on a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One journey at a time: the groups say which files could run side by side, but two workers on two
  // cores made journeys that watch an animation or a cache fail now and then.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // No trace: recording one for every journey (screencast frames, snapshots) costs about a quarter
    // of the journeys' CPU on two cores. A failure keeps its screenshot and page snapshot; `--trace on`
    // records traces when a failure needs one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
    },
  },
  projects: [
    project('side-by-side', 2),
    project('listings-lane', 1),
    project('ads-lane', 1),
    project('after-the-rest', 1, ['side-by-side', 'listings-lane', 'ads-lane']),
    project('alone', 1, ['after-the-rest']),
  ],
  webServer: {
    command: `rm -rf '${DATA_DIR}' && ${SEEDED_DATA_DIR ? `cp -a '${SEEDED_DATA_DIR}' '${DATA_DIR}' && ` : ''}node ../scripts/start.ts`,
    url: `${baseURL}/health`,
    timeout: 10 * 60_000,
    reuseExistingServer: false,
    // start.ts passes SIGTERM to the api and the BFF, which drain and exit; a SIGKILL of its group
    // would not reach them (each runs in a process group of its own: server-kit/processes).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey signs in from 127.0.0.1, and with REDIS_URL set (CI) the counts outlive the
      // run: a second run within the window would get 429s, and the back office's journeys sign the
      // seeded admin in more than the 10 times per (email, address) a person gets. The limits
      // themselves are tested in bff/test/session.test.ts and auth-limits.test.ts.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL_AND_IP: '1000',
      // The journeys move the api's clock (POST /api/v1/test/clock on API_PORT) to see a scheduled
      // post appear; the BFF never forwards it, and production refuses the variable.
      API_CLOCK_CONTROL: 'true',
      RELEASES_DIR: releasesDir,
      // The delivery journeys roll a broken release out to a couple of visitors and see it rolled back.
      ROLLOUT_MIN_VISITORS: '2',
      ROLLOUT_MAX_FAILURE_RATE: '0.2',
    },
  },
});
