// Makes sure the journeys in WebKit (e2e/engines/) and the editor's Safari test (e2e/webkit-editor.mts)
// have WebKit: Debian's WebKitWebDriver
// and MiniBrowser (webkit2gtk-driver), a virtual screen (xvfb) and a German locale, so the browser
// asks for German as the artist's iPhone does. As root on Debian it installs them; otherwise it says what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { canInstallDebianPackages, hasCommand as has, installDebianPackages } from './debian-packages';
import { GERMAN, MINIBROWSER } from './engines/webkit-paths';

const hasGerman = () => execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n').includes('de_DE.utf8');
const ready = () => has('WebKitWebDriver') && has('xvfb-run') && existsSync(MINIBROWSER) && hasGerman();

if (!ready()) {
  if (canInstallDebianPackages()) {
    installDebianPackages(['webkit2gtk-driver', 'xvfb', 'locales'], "for the tests in WebKit");
    if (!hasGerman()) execFileSync('localedef', ['-i', 'de_DE', '-f', 'UTF-8', GERMAN], { stdio: 'inherit' });
  }
  if (!ready()) {
    console.error(`
The tests in WebKit (Safari's engine) need Debian's WebKitWebDriver, and it was not found.
  - On Debian or Ubuntu:  sudo apt-get install webkit2gtk-driver xvfb locales
                          sudo localedef -i de_DE -f UTF-8 ${GERMAN}
`);
    process.exit(1);
  }
}
