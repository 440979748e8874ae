import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { RoomPage } from '@/components/rooms/room-page';
import { siteContent } from '@/lib/server/site-content';
import { loadRooms, loadWorks } from '@/lib/server/content';
import { siteOpenGraph } from '@/lib/server/metadata';
import { berlinToday } from '@/lib/domain/dates';
import { fill } from '@/lib/labels/fill';

type Params = { params: Promise<{ key: string }> };

// Every room has its page, at its key, made at build; no other address under /raum/ exists.
export const dynamicParams = false;

/** A static export needs one address at least: with no room, one no key can be, and it is the page for addresses that do not exist. */
const NO_ROOM = '_';

export async function generateStaticParams() {
  const rooms = (await loadRooms()).map(({ key }) => ({ key }));
  return rooms.length > 0 ? rooms : [{ key: NO_ROOM }];
}

/** The room at a key, with its works: loaded and checked once for its page and its metadata both. */
const findRoom = cache(async (key: string) => {
  const room = (await loadRooms()).find((entry) => entry.key === key);
  if (!room) notFound();
  const all = await loadWorks();
  // In the order the artist chose them.
  const works = room.works.map((name) => all.find((work) => work.slug === name)!);
  return { room, works, total: all.length };
});

// Unlisted: no search engine keeps it, and nothing names its address, not even a canonical link.
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { room } = await findRoom((await params).key);
  const name = siteContent.nameWords.join(' ');
  const title = fill(siteContent.rooms.pageTitle, { title: room.title, name });
  const description = fill(siteContent.rooms.pageDescription, { name });
  return { title, description, robots: { index: false, follow: false }, openGraph: { ...siteOpenGraph, title, description } };
}

export default async function RoomRoute({ params }: Params) {
  const { room, works, total } = await findRoom((await params).key);
  return <RoomPage room={{ title: room.title, note: room.note, until: room.until }} works={works} total={total} built={berlinToday(new Date())} content={siteContent} />;
}
