/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portfolioPath } from '@/lib/domain/portfolios';
import { roomPath } from '@/lib/domain/rooms';
import { giveawayMessage, giveaways } from './unlisted-keys';

const ROOM = { key: 'k7Qm2xP9vLr4Tz8wNc3B', file: 'content/rooms/brandauer.json' };
const PORTFOLIO = { key: 'p4Xn8Rw2Kt6Qm9Vz3Lb7', file: 'content/portfolios/linz.json' };

let out: string;
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(out, file)), { recursive: true });
  await writeFile(path.join(out, file), text);
};
const shown = (file: string) => path.relative(process.cwd(), path.join(out, file));

beforeEach(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'unlisted-keys-'));
  // Each address's own files hold its key: the room's page and picture list, the portfolio's PDF.
  await write(`raum/${ROOM.key}/index.html`, `<link rel="canonical" href="/raum/${ROOM.key}/">`);
  await write(`raum/${ROOM.key}/__next._full.txt`, ROOM.key);
  await write(`mappe/${PORTFOLIO.key}/portfolio.pdf`, `%PDF /URI (/mappe/${PORTFOLIO.key}/portfolio.pdf)`);
  await write('index.html', '<title>Ilse Brandauer</title>');
});
afterEach(() => rm(out, { recursive: true, force: true }));

it('passes an export where only each room\'s folder and each portfolio\'s PDF name their keys', async () => {
  expect(await giveaways(out, [ROOM], roomPath)).toEqual([]);
  expect(await giveaways(out, [PORTFOLIO], portfolioPath)).toEqual([]);
});

it('names every other file that holds a key, with the content file whose address it gives away', async () => {
  await write('feed.xml', `<link href="https://ilse-brandauer.example/raum/${ROOM.key}/"/>`);
  await write(`mappe/${PORTFOLIO.key}/index.html`, 'a page beside the PDF');
  await write(`mappe/${PORTFOLIO.key}/notes.txt`, PORTFOLIO.key);
  await write(`raum/${ROOM.key}/index.html`, `<a href="/mappe/${PORTFOLIO.key}/portfolio.pdf">Mappe</a>`);
  expect(await giveaways(out, [ROOM], roomPath)).toEqual([`  ${shown('feed.xml')} names the address of content/rooms/brandauer.json`]);
  expect((await giveaways(out, [PORTFOLIO], portfolioPath)).sort()).toEqual(
    [`  ${shown(`mappe/${PORTFOLIO.key}/notes.txt`)} names the address of content/portfolios/linz.json`, `  ${shown(`raum/${ROOM.key}/index.html`)} names the address of content/portfolios/linz.json`].sort(),
  );
});

it('says whether a room\'s or a portfolio\'s address is given away, and which page may name it', () => {
  const found = ['  out/feed.xml names the address of content/rooms/brandauer.json'];
  expect(giveawayMessage('room', found)).toBe(
    "\nA room's address is given away; do not publish this build:\n  out/feed.xml names the address of content/rooms/brandauer.json\nOnly the room's own page may name it (docs/decisions/rooms-by-key.md).\n",
  );
  expect(giveawayMessage('portfolio', found)).toContain("A portfolio's address is given away; do not publish this build:\n  out/feed.xml names");
  expect(giveawayMessage('portfolio', found)).toContain('\nNo page may name it (docs/decisions/rooms-by-key.md).\n');
});
