// The site's colours, declared once as design tokens in app/_tokens.scss and read from there by
// what is made at build with them: the pictures' paper, the share image, the icon and the manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Every build step, the build and the tests run from the project's folder.
const TOKENS = path.join(process.cwd(), 'app', '_tokens.scss');

function token(name: string): string {
  const match = new RegExp(`^\\$${name}:\\s*(#[0-9a-f]{6});`, 'im').exec(readFileSync(TOKENS, 'utf8'));
  if (!match) throw new Error(`app/_tokens.scss declares no colour $${name}`);
  return match[1]!.toLowerCase();
}

/** The paper every page and picture stands on. */
export const PAPER = token('paper');
/** The ink of the text. */
export const INK = token('ink');
/** The ink of quieter lines. */
export const INK_SOFT = token('ink-soft');
