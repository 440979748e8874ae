// `npm run build`, last: the address of each private viewing room (content/rooms/), for the artist to
// copy and send, once no other file of the export is found to name it. A room is unlisted, not
// locked: its key is all that keeps it, so a page, feed or manifest that named it would give it away.
// The check before the build (scripts/check-content.ts) already stops at a key in any other content
// file; this reading of the export is the last guard, and scripts/build.mts puts the last out/ back.
// `tsx scripts/rooms.mts [folder]`, out/ by default.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { berlinToday, formatRun, nextDay } from '@/lib/domain/dates';
import { isRoomOpen, roomPath, ROOMS_PATH } from '@/lib/domain/rooms';
import { absoluteUrl } from '@/lib/domain/site-url';
import { loadRooms, type Room } from '@/lib/server/content';
import { stopAtContentMistake } from './content-mistake';
import { giveawayMessage, giveaways } from './unlisted-keys';

function describe(room: Room, today: string): string {
  const state = isRoomOpen(room.until, today) ? `open until ${formatRun(room.until)}` : `closed since ${formatRun(nextDay(room.until))}`;
  return `  ${room.title} (${room.file}), ${state}:\n    ${absoluteUrl(roomPath(room.key))}`;
}

await stopAtContentMistake(async () => {
  const out = path.resolve(process.argv[2] ?? 'out');
  const rooms = await loadRooms();
  const found = rooms.length > 0 ? await giveaways(out, rooms, roomPath) : [];
  if (found.length > 0) {
    console.error(giveawayMessage('room', found));
    process.exitCode = 1;
  } else if (rooms.length === 0) {
    console.log('rooms: none');
  } else {
    // A host that lists a folder without an index.html (Apache's Indexes, `npx serve`) would list every key.
    await copyFile(path.join(out, '404.html'), path.join(out, ROOMS_PATH, 'index.html'));
    const today = berlinToday(new Date());
    console.log(`rooms: unlisted, not locked; anyone with the address sees the room:\n${rooms.map((room) => describe(room, today)).join('\n')}`);
  }
});
