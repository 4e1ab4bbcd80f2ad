import { existsSync } from 'node:fs';
import { testBrowser } from 'tooling/test-browser';

if (!existsSync(testBrowser.executablePath)) {
  console.error(
    `Chromium was not found at ${testBrowser.executablePath}. The end-to-end tests drive Debian's Chromium (browser downloads are not possible here).\n` +
      'Install it with:  apt-get update && apt-get install -y chromium-headless-shell\n' +
      '(or chromium), or point CHROMIUM_PATH at another Chromium binary.',
  );
  process.exit(1);
}
