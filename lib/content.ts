// Build-time content loading: server components read the content files once, validated.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EXHIBITIONS_FILE, GALLERY_FILE } from './assets';
import { ContentError, exhibitionsSchema, gallerySchema, parseContent } from './schema';
import type { Exhibition, GalleryCategory } from './types';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

async function readJson(publicDir: string, file: string): Promise<unknown> {
  const name = `public/${file}`;
  let text: string;
  try {
    text = await readFile(path.join(publicDir, file), 'utf8');
  } catch (error) {
    throw new ContentError(`${name} could not be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${name} is not valid JSON: ${(error as Error).message}`);
  }
}

export async function loadGallery(publicDir: string = PUBLIC_DIR): Promise<GalleryCategory[]> {
  return parseContent(gallerySchema, await readJson(publicDir, GALLERY_FILE), `public/${GALLERY_FILE}`);
}

export async function loadExhibitions(publicDir: string = PUBLIC_DIR): Promise<Exhibition[]> {
  return parseContent(exhibitionsSchema, await readJson(publicDir, EXHIBITIONS_FILE), `public/${EXHIBITIONS_FILE}`);
}
