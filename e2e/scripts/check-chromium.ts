import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. The end-to-end tests drive Debian's Chromium (browser downloads are not possible here).\n` +
      'Install it with:  apt-get update && apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at another Chromium binary.',
  );
  process.exit(1);
}
