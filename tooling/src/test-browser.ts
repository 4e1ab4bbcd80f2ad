import { existsSync } from 'node:fs';

/**
 * The browser the journeys and the story tests drive. Browser downloads are impossible here, so it
 * is Debian's: its headless shell (package chromium-headless-shell, the build Playwright itself runs
 * headless) where installed, as the full browser's headless mode runs the whole browser, a software
 * GPU process included, for every page (docs/adr/0005); else the full Chromium. `CHROMIUM_PATH` names
 * another binary.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const fullChromium = '/usr/bin/chromium';

/** The browser the benchmarks (Lighthouse, the boot traces, the stack floor) measure: a visitor's, the full Chromium. */
export const benchmarkBrowserPath = process.env.CHROMIUM_PATH ?? fullChromium;

export const testBrowser = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullChromium),
  // No sandbox as root; no calls home, which this machine's closed network refuses many at a time.
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
};
