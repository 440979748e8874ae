// A private viewing room's rules, pure: its address, made from its key alone, and whether it is
// open on a given day.
import type * as z from 'zod/mini';
import type { roomSchema } from './schema';

/** A room as the artist writes it (content/rooms/<name>.json). */
export type RoomFile = z.infer<typeof roomSchema>;

export const ROOMS_PATH = '/raum/';

/** A room's page, without the base path: '/raum/k7Qm2xP9vLr4Tz8wNc3B/'. Never its file's name, which may name the collector. */
export const roomPath = (key: string) => `${ROOMS_PATH}${key}/`;

/** Open through its last day, `until`, in Germany (`today` is berlinToday's '2027-06-30'); closed from the day after. */
export const isRoomOpen = (until: string, today: string): boolean => today <= until;
