import type { SnapshotEntry } from './diff-playlist-snapshot';

// `playlist_snapshots.members`: per entry the track id and the added-at day (days since
// 1970-01-01), each a 32-bit big-endian integer, as the migration's int4send writes them. Written
// in track order; rows packed before that (migration 0016) are in playlist order.
const ENTRY_BYTES = 8;

/**
 * The added-at day of an entry whose add date the platform does not know: day 0, the epoch,
 * which is what Spotify answers then and never a real add date (issue 21).
 */
export const UNKNOWN_DAY = 0;

/**
 * A playlist's membership in track order: track ids ascending, each once, with its added-at day
 * (days since 1970-01-01). Two of them are diffed by one walk, with no map or set to build.
 */
export interface Membership {
  trackIds: Int32Array;
  days: Int32Array;
}

// Sort keys are `trackId * POSITIONS + position`: exact in a double for track ids below 2^31 and
// up to 2^21 entries (a platform playlist holds at most 10,000).
const POSITIONS = 2 ** 21;

/**
 * A membership in track order, a track listed twice counted once (its first entry). A platform
 * lists a playlist in its own order, and rows packed before migration 0016 are in that order too;
 * one already in track order is returned as it is.
 */
export function inTrackOrder(members: Membership): Membership {
  const { trackIds, days } = members;
  const count = trackIds.length;
  let ordered = true;
  for (let index = 1; index < count && ordered; index++) {
    ordered = trackIds[index]! > trackIds[index - 1]!;
  }
  if (ordered) return members;
  if (count >= POSITIONS) throw new Error(`a playlist of ${count} entries is too long to sort`);
  const keys = new Float64Array(count);
  for (let position = 0; position < count; position++) {
    keys[position] = trackIds[position]! * POSITIONS + position;
  }
  keys.sort();
  const sorted = { trackIds: new Int32Array(count), days: new Int32Array(count) };
  let kept = 0;
  for (const key of keys) {
    const position = key % POSITIONS;
    const trackId = trackIds[position]!;
    if (kept > 0 && sorted.trackIds[kept - 1] === trackId) continue;
    sorted.trackIds[kept] = trackId;
    sorted.days[kept] = days[position]!;
    kept++;
  }
  return { trackIds: sorted.trackIds.subarray(0, kept), days: sorted.days.subarray(0, kept) };
}

/** The membership of a snapshot's entries, in track order. */
export function membershipOf(entries: readonly SnapshotEntry[]): Membership {
  return inTrackOrder({
    trackIds: Int32Array.from(entries, (entry) => entry.trackId),
    days: Int32Array.from(entries, (entry) => addedDay(entry.addedOn)),
  });
}

/** The packed day of an add date, `UNKNOWN_DAY` for an unknown one (null). */
export function addedDay(date: string | null): number {
  return date === null ? UNKNOWN_DAY : dayNumber(date);
}

/** The add date of a packed day (`addedDay`'s inverse): null when unknown. */
export function addedOnOf(day: number): string | null {
  return day === UNKNOWN_DAY ? null : dateOfDay(day);
}

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

const dates = new Map<number, string>();

/** The `YYYY-MM-DD` date of a day number (`dayNumber`'s inverse); a cycle meets few distinct days. */
export function dateOfDay(day: number): string {
  let date = dates.get(day);
  if (date === undefined) {
    date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    dates.set(day, date);
  }
  return date;
}

/**
 * Memberships as stored (8 bytes per entry, in track order), packed one after another into one
 * buffer, with where each starts and the buffer's length last: a batch's snapshots travel as one
 * binary `bytea` parameter, which the statement cuts up (`substring`), with no hex to print or
 * parse on either side.
 */
export function packMemberships(memberships: readonly Membership[]): {
  bytes: Buffer;
  offsets: number[];
} {
  const offsets = [0];
  for (const membership of memberships) {
    offsets.push(offsets.at(-1)! + membership.trackIds.length * ENTRY_BYTES);
  }
  const bytes = Buffer.allocUnsafe(offsets.at(-1)!);
  memberships.forEach((membership, position) => {
    const start = offsets[position]!;
    for (let index = 0; index < membership.trackIds.length; index++) {
      bytes.writeInt32BE(membership.trackIds[index]!, start + index * ENTRY_BYTES);
      bytes.writeInt32BE(membership.days[index]!, start + index * ENTRY_BYTES + 4);
    }
  });
  return { bytes, offsets };
}

/** One membership as stored (`packMemberships`). */
export function packMembers(membership: Membership): Buffer {
  return packMemberships([membership]).bytes;
}

/**
 * The stored membership back (a Buffer from node-postgres, a Uint8Array from PGlite), in track
 * order.
 */
export function unpackMembers(bytes: Uint8Array): Membership {
  if (bytes.byteLength % ENTRY_BYTES !== 0) {
    throw new Error(`packed membership of ${bytes.byteLength} bytes is not whole entries`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.byteLength / ENTRY_BYTES;
  const trackIds = new Int32Array(count);
  const days = new Int32Array(count);
  for (let index = 0; index < count; index++) {
    trackIds[index] = view.getInt32(index * ENTRY_BYTES);
    days[index] = view.getInt32(index * ENTRY_BYTES + 4);
  }
  return inTrackOrder({ trackIds, days });
}
