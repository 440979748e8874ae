// The artist's own texts: content/site.json, impressum.json and datenschutz.json, which she edits in
// the editor at /admin/ or any text editor. Read and checked when the build starts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeText, parseJson } from './json';
import { ContentError, legalTextSchema, parseContent, siteTextsSchema } from './schema';
import type { ArtistTexts } from './types';
import type * as z from 'zod/mini';

export const SITE_TEXTS_FILE = 'site.json';
export const IMPRINT_FILE = 'impressum.json';
export const PRIVACY_FILE = 'datenschutz.json';

const CONTENT_DIR = path.join(process.cwd(), 'content');

function readContentFile<T>(contentDir: string, file: string, schema: z.ZodMiniType<T>): T {
  const name = `content/${file}`;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(contentDir, file));
  } catch (error) {
    throw new ContentError(`${name} could not be read: ${(error as Error).message}`);
  }
  return parseContent(schema, parseJson(decodeText(bytes), name), name);
}

export function loadArtistTexts(contentDir: string = CONTENT_DIR): ArtistTexts {
  return {
    site: readContentFile(contentDir, SITE_TEXTS_FILE, siteTextsSchema),
    imprint: readContentFile(contentDir, IMPRINT_FILE, legalTextSchema),
    privacy: readContentFile(contentDir, PRIVACY_FILE, legalTextSchema),
  };
}
