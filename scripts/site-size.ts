// The size of the site as it is uploaded (out/), against the host's limit, and which works' deep
// zoom to leave out where it is over.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ADDRESSES_FILE, GALLERY_FILE } from '@/lib/domain/assets';
import { deepFolder } from '@/lib/domain/deep-zoom';
import type { GalleryCategory, PublishedAddresses } from '@/lib/domain/types';

/** GitHub Pages publishes a site of at most 1 GB (docs.github.com, "GitHub Pages limits"). */
export const HOST_LIMIT_BYTES = 1_000_000_000;

/** The bytes of every file under `dir`. */
export function folderBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** A work's sidecar as she edits it: index.json in the work's own folder, or the loose one beside its picture. */
function sidecarOf(contentDir: string, source: string) {
  const folder = path.join('content', 'pictures', source);
  return existsSync(path.join(contentDir, 'pictures', source)) && statSync(path.join(contentDir, 'pictures', source)).isDirectory()
    ? `${folder}/index.json`
    : `${folder}.json`;
}

/** The works with a deep zoom in the built site, largest first: each one's sidecar and the bytes of its tiles. */
export function deepWorks(siteDir: string, contentDir: string): { sidecar: string; bytes: number }[] {
  const galleryFile = path.join(siteDir, GALLERY_FILE);
  if (!existsSync(galleryFile)) return [];
  const gallery = JSON.parse(readFileSync(galleryFile, 'utf8')) as GalleryCategory[];
  const addresses = existsSync(path.join(siteDir, ADDRESSES_FILE)) ? (JSON.parse(readFileSync(path.join(siteDir, ADDRESSES_FILE), 'utf8')) as PublishedAddresses) : undefined;
  const sources = new Map(addresses?.works.map((work) => [work.address, work.source]));
  return gallery
    .flatMap((category) => category.pictures)
    .filter((picture) => picture.image?.deep)
    .map((picture) => ({
      sidecar: sidecarOf(contentDir, sources.get(picture.slug ?? '') ?? picture.slug ?? picture.url),
      bytes: folderBytes(path.join(siteDir, deepFolder(picture.image!.base))),
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * What the build says of the site's size: its total, and where it is over `limit`, the message
 * that stops it, naming the works whose deep zoom, left out, brings it under (largest first).
 */
export function siteSizeReport(siteDir: string, contentDir: string, limit: number): { total: number; over?: string } {
  const total = folderBytes(siteDir);
  if (total <= limit) return { total };
  const works = deepWorks(siteDir, contentDir);
  const named: typeof works = [];
  for (let saved = 0, at = 0; saved < total - limit && at < works.length; at++) {
    named.push(works[at]!);
    saved += works[at]!.bytes;
  }
  const head = `The site is ${megabytes(total)}, over the ${megabytes(limit)} that GitHub Pages publishes; nothing was published.`;
  if (named.length === 0) return { total, over: `${head}\nNo work has a deep zoom to leave out: make the largest originals in content/pictures smaller, or publish fewer works.` };
  const list = named.map(({ sidecar, bytes }) => `  ${sidecar} (its deep zoom: ${megabytes(bytes)})`).join('\n');
  return {
    total,
    over: `${head}\nThe deep zoom of these works takes the most room. Leave them at their normal size: write "detail": false in each one's index.json (in the editor, switch off „Nah heranzoomen“):\n${list}`,
  };
}
