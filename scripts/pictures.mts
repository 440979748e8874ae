// `npm run pictures`: makes the served pictures from the originals in content/ (see README).
import path from 'node:path';
import { buildPictures } from '../lib/pictures/pipeline';
import { ContentError } from '../lib/schema';

const root = path.join(import.meta.dirname, '..');
const started = performance.now();
try {
  const result = await buildPictures({
    contentDir: path.join(root, 'content'),
    publicDir: path.join(root, 'public'),
    log: (line) => console.log(line),
  });
  if (result) {
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`pictures: ${result.pictures}, ${result.made} made, ${result.reused} unchanged, ${result.removed} old files removed (${seconds} s)`);
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`npm run pictures stopped, nothing was published:\n${error.message}`);
  process.exit(1);
}
