import type { SnapshotEntry, StoredMembership } from './diff-playlist-snapshot';

// `playlist_snapshots.members`: per entry the track id and the added-at day (days since
// 1970-01-01), each a 32-bit big-endian integer, as the migration's int4send writes them.
const ENTRY_BYTES = 8;

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` date, by arithmetic on its digits (a day's playlists
 * hold millions of dates; this is several times cheaper than parsing or a look-up table).
 */
export function dayNumber(date: string): number {
  // No helper closure here: this runs for every entry of every changed playlist.
  const zeros = 48 * 1111;
  let year =
    date.charCodeAt(0) * 1000 +
    date.charCodeAt(1) * 100 +
    date.charCodeAt(2) * 10 +
    date.charCodeAt(3) -
    zeros;
  const month = date.charCodeAt(5) * 10 + date.charCodeAt(6) - 48 * 11;
  const day = date.charCodeAt(8) * 10 + date.charCodeAt(9) - 48 * 11;
  // Days from the civil calendar, counting years from March so that the leap day comes last.
  if (month <= 2) year -= 1;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** A playlist's membership as stored: 8 bytes per entry. */
export function packMembers(entries: readonly SnapshotEntry[]): Buffer {
  const bytes = Buffer.allocUnsafe(entries.length * ENTRY_BYTES);
  entries.forEach((entry, index) => {
    bytes.writeInt32BE(entry.trackId, index * ENTRY_BYTES);
    bytes.writeInt32BE(dayNumber(entry.addedOn), index * ENTRY_BYTES + 4);
  });
  return bytes;
}

/** The stored membership back (a Buffer from node-postgres, a Uint8Array from PGlite). */
export function unpackMembers(bytes: Uint8Array): StoredMembership {
  if (bytes.byteLength % ENTRY_BYTES !== 0) {
    throw new Error(`packed membership of ${bytes.byteLength} bytes is not whole entries`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const members = new Map<number, number>();
  for (let offset = 0; offset < bytes.byteLength; offset += ENTRY_BYTES) {
    members.set(view.getInt32(offset), view.getInt32(offset + 4));
  }
  return members;
}

/** `{"\\x…","\\x…"}`: many packed memberships as one `bytea[]` parameter. */
export function byteaArray(values: readonly Uint8Array[]): string {
  const hex = (value: Uint8Array) =>
    Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex');
  return `{${values.map((value) => `"\\\\x${hex(value)}"`).join(',')}}`;
}
