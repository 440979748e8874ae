// Makes sure the journeys in every engine (e2e/engines/) have Firefox: Debian's firefox-esr, driven over
// WebDriver BiDi (harness/engines/firefox.ts). As root on Debian it installs it; otherwise it says what to install.
import { existsSync } from 'node:fs';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages';
import { FIREFOX } from './engines/firefox';

if (!existsSync(FIREFOX)) {
  if (canInstallDebianPackages()) installDebianPackages(['firefox-esr'], 'for the journeys in Firefox');
  if (!existsSync(FIREFOX)) {
    console.error(`
The end-to-end journeys run in Firefox too, and none was found at ${FIREFOX}.
  - On Debian or Ubuntu:  sudo apt-get install firefox-esr
  - Or point to one:      FIREFOX_PATH=/path/to/firefox npm test
`);
    process.exit(1);
  }
}
