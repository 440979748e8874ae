// Makes sure the end-to-end tests, the benchmark and the screenshots have a Chromium: Playwright's
// own, or Debian's. Where neither is installed and this is a Debian machine on which we are root, it
// installs Debian's `chromium`; otherwise it says what to install and stops.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumLaunchOptions, DEBIAN_CHROMIUM } from './browser';

if (chromiumLaunchOptions()) process.exit(0);

const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
if (canApt) {
  console.log("No Chromium found: installing Debian's chromium package for the end-to-end tests …");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (existsSync(DEBIAN_CHROMIUM)) process.exit(0);
}

console.error(`
The end-to-end tests need Chromium, and none was found.
  - On Debian or Ubuntu:   sudo apt-get install chromium        (gives ${DEBIAN_CHROMIUM})
  - Where downloads work:  npx playwright install chromium
  - Or point to one:       CHROMIUM_PATH=/path/to/chromium npm test
`);
process.exit(1);
