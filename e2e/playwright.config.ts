import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testBrowser } from 'tooling/test-browser';

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
 * Journeys through the production build, started as a user starts it (api + BFF over a
 * fresh embedded database), in Debian's Chromium (`tooling/test-browser`).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, network, the page's DOM at each step) and a
    // screenshot of where it stopped. The trace's film strip of every frame is left out: it would be
    // drawn for every journey, the passing ones too, at a good part of the browser's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: testBrowser,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf '${DATA_DIR}' && node ../scripts/start.ts`,
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
      // Beside E2E_PORT, not npm start's 9464 and 9465: the journeys run beside a developer's site.
      METRICS_PORT: String(PORT + 6000),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey signs in from 127.0.0.1, and with REDIS_URL set (CI) the counts outlive the
      // run: a second run within the window would get 429s, and the back office's journeys sign the
      // seeded admin in more than the 10 times per (email, address) a person gets. The limits
      // themselves are tested in bff/test/session.test.ts and auth-limits.test.ts.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL_AND_IP: '1000',
      // Every page view a journey makes reports its vitals (sampling is 1 outside production) and the
      // ads it saw, all from 127.0.0.1: the last journeys of a run would meet what an address gets a
      // minute. The limits are tested in bff/test/visitor-reports.test.ts.
      VITALS_RATE_LIMIT_PER_IP: '100000',
      AD_EVENTS_RATE_LIMIT_PER_IP: '100000',
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
