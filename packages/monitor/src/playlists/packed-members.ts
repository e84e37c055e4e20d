import type { SnapshotEntry, StoredEntry } from './diff-playlist-snapshot';

// `playlist_members.members`: per entry the track id and the added-at day (days since
// 1970-01-01), each a 32-bit big-endian integer, as the migration's int4send writes them.
const ENTRY_BYTES = 8;
const DAY_MS = 86_400_000;

// A day's playlists convert hundreds of thousands of dates among a few hundred distinct days,
// so each conversion is made once.
const dayOfDate = new Map<string, number>();
const dateOfDay = new Map<number, string>();

function toDay(date: string): number {
  let day = dayOfDate.get(date);
  if (day === undefined) {
    day = Math.round(Date.parse(date) / DAY_MS);
    dayOfDate.set(date, day);
  }
  return day;
}

function toDate(day: number): string {
  let date = dateOfDay.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dateOfDay.set(day, date);
  }
  return date;
}

/** A playlist's membership as stored: 8 bytes per entry. */
export function packMembers(entries: readonly SnapshotEntry[]): Buffer {
  const bytes = Buffer.allocUnsafe(entries.length * ENTRY_BYTES);
  entries.forEach((entry, index) => {
    bytes.writeInt32BE(entry.trackId, index * ENTRY_BYTES);
    bytes.writeInt32BE(toDay(entry.addedOn), index * ENTRY_BYTES + 4);
  });
  return bytes;
}

/** The stored membership back as entries (a Buffer from node-postgres, a Uint8Array from PGlite). */
export function unpackMembers(bytes: Uint8Array): StoredEntry[] {
  if (bytes.byteLength % ENTRY_BYTES !== 0) {
    throw new Error(`packed membership of ${bytes.byteLength} bytes is not whole entries`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: StoredEntry[] = [];
  for (let offset = 0; offset < bytes.byteLength; offset += ENTRY_BYTES) {
    entries.push({
      trackId: view.getInt32(offset),
      addedAt: toDate(view.getInt32(offset + 4)),
    });
  }
  return entries;
}

/** `{"\\x…","\\x…"}`: many packed memberships as one `bytea[]` parameter. */
export function byteaArray(values: readonly Uint8Array[]): string {
  return `{${values.map((value) => `"\\\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}"`).join(',')}}`;
}
