// What the journeys and the screenshots need to know of the published site that no page of it lists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CONTENT = path.join(__dirname, '..', '..', 'content');

/** A room that is open on any day the site is tested: the one whose last day is furthest off. */
export function openRoom() {
  const rooms = readdirSync(path.join(CONTENT, 'rooms'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(CONTENT, 'rooms', name), 'utf8')) as { title: string; key: string; until: string });
  return rooms.sort((a, b) => b.until.localeCompare(a.until))[0]!;
}

/** Her name, as the landing shows it. */
export const artistName = () => (JSON.parse(readFileSync(path.join(CONTENT, 'site.json'), 'utf8')) as { name: string }).name;
