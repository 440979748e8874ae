// `npm run site-size`, and the build's last step: says how large the site in out/ is, and stops
// the build (which then puts the last good one back) where it is over what GitHub Pages publishes.
// SITE_SIZE_LIMIT (bytes) stands in for the host's limit, for a test on a small site.
import path from 'node:path';
import { HOST_LIMIT_BYTES, megabytes, siteSizeReport } from './site-size';

const root = process.cwd();
const limit = Number(process.env.SITE_SIZE_LIMIT || HOST_LIMIT_BYTES);
const { total, over } = siteSizeReport(path.join(root, 'out'), path.join(root, 'content'), limit);
if (over) {
  console.error(`\n${over}\n`);
  process.exitCode = 1;
} else {
  console.log(`site: ${megabytes(total)} in out/, of the ${megabytes(limit)} GitHub Pages publishes`);
}
