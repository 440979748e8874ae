// Makes sure the end-to-end tests, the benchmark and the screenshots have a Chromium: Playwright's
// own, or Debian's. Where neither is installed and this is a Debian machine on which we are root, it
// installs Debian's `chromium`; otherwise it says what to install and stops.
import { existsSync } from 'node:fs';
import { chromiumLaunchOptions, DEBIAN_CHROMIUM } from './browser';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages';

if (chromiumLaunchOptions()) process.exit(0);

if (canInstallDebianPackages()) {
  installDebianPackages(['chromium'], 'as no Chromium was found, for the end-to-end tests');
  if (existsSync(DEBIAN_CHROMIUM)) process.exit(0);
}

console.error(`
The end-to-end tests need Chromium, and none was found.
  - On Debian or Ubuntu:   sudo apt-get install chromium        (gives ${DEBIAN_CHROMIUM})
  - Where downloads work:  npx playwright install chromium
  - Or point to one:       CHROMIUM_PATH=/path/to/chromium npm test
`);
process.exit(1);
