// Makes sure the price list's end-to-end test (e2e/price-list.spec.ts) can read the PDF as text:
// pdftotext, pdfinfo and pdffonts, from Debian's poppler-utils. As root on Debian it installs them;
// otherwise it says what to install.
import { canInstallDebianPackages, hasCommand as has, installDebianPackages } from './debian-packages';

const TOOLS = ['pdftotext', 'pdfinfo', 'pdffonts'];

const ready = () => TOOLS.every(has);

if (!ready() && canInstallDebianPackages()) installDebianPackages(['poppler-utils'], 'to read the price list as text');
if (!ready()) {
  console.error(`
The price list's test needs ${TOOLS.join(', ')}, and they were not found.
  - On Debian or Ubuntu:  sudo apt-get install poppler-utils
  - On macOS:             brew install poppler
`);
  process.exit(1);
}
