import { PlaylistType } from '../build/build-playlists';
import type { PlaylistTable } from '../model/playlist-table';
import { createRandom, hash, Salt, unit } from '../model/random';
import { ChangeKind, type PlaylistChanges } from '../truth/playlist-changes';
import { type DayPool, sampleTrack } from './day-pool';

/** A botted playlist's daily chance of an edit, memberships changed per edit, share of paid adds. */
export const BOT_EDIT_CHANCE = 0.7;
export const BOT_CHURN = 0.15;
export const BOT_LABEL_ADDS = 0.85;

/** A "seen" stamp per track: marking a playlist's members costs no clearing between playlists. */
export class Marks {
  values: Int32Array;
  private stamp = 0;
  constructor(size: number) {
    this.values = new Int32Array(size);
  }
  next(): number {
    this.stamp++;
    return this.stamp;
  }
  ensure(size: number): void {
    if (this.values.length < size) {
      const values = new Int32Array(size * 2);
      values.set(this.values);
      this.values = values;
    }
  }
}

/**
 * The second of the day a playlist is edited: one editing session per playlist and day. Curators
 * (editorial, algorithmic) work 08:00 to 22:00 UTC; listeners, all over the world, at any hour, so
 * a live world has edits coming in around the clock.
 */
export function editSecond(seed: number, day: number, playlist: number, listener: boolean): number {
  const draw = hash(seed, Salt.playlistDay, day, playlist, 7);
  return listener ? draw % 86_400 : 28_800 + (draw % 50_400);
}

/**
 * Applies one day of playlist edits. A playlist is edited with its daily chance; an edit changes
 * length x rate / chance memberships, so that across the world the expected share of memberships
 * changed per day is `rate` while most playlists (and their snapshot_id) stay untouched.
 */
export function advancePlaylists(
  table: PlaylistTable,
  pool: DayPool,
  seed: number,
  day: number,
  rate: number,
  marks: Marks,
  log: PlaylistChanges,
  /** Called with each playlist about to be edited, before its first change. */
  beforeEdit?: (playlist: number) => void,
  /** A label's tracks today: what a botted playlist adds (issue 28). */
  labelTracks?: (label: number) => Int32Array,
): void {
  for (let p = 0; p < table.count; p++) {
    const botted = table.botted[p] === 1 && labelTracks !== undefined;
    const chance = botted ? BOT_EDIT_CHANCE : table.updateChance[p]!;
    if (unit(seed, Salt.playlistDay, day, p) >= chance) continue;
    const length = table.length[p]!;
    const random = createRandom(seed, Salt.playlistDay, day, p);
    // A botted playlist churns its tracks fast: a paid add stays a few days, then makes room.
    const expected = botted ? length * BOT_CHURN : (length * rate) / chance;
    const paid = botted ? labelTracks(table.botLabel[p]!) : undefined;
    let changes = Math.floor(expected * (0.5 + random.next()) + random.next());
    if (changes === 0) continue;
    let removes = changes >> 1;
    if (changes % 2 === 1 && random.next() < 0.5) removes++;
    removes = Math.min(removes, length - 1);
    // Removals come first; the adds then bring the length back within its bounds.
    const adds = Math.max(
      table.minLength[p]! - length + removes,
      Math.min(changes - removes, table.capacity[p]! - length + removes),
    );
    changes = removes + adds;
    if (changes <= 0) continue;

    beforeEdit?.(p);
    const start = table.offset[p]!;
    const stamp = marks.next();
    const seen = marks.values;
    let current = length;
    for (let k = 0; k < current; k++) seen[table.members[start + k]!] = stamp;
    const curated = table.type[p] !== PlaylistType.listener;
    for (let r = 0; r < removes; r++) {
      // Editors rotate out the oldest additions; listeners remove anything.
      const span = curated && random.next() < 0.5 ? Math.max(1, current >> 2) : current;
      const position = random.int(span);
      const track = table.members[start + position]!;
      table.members.copyWithin(start + position, start + position + 1, start + current);
      table.addedDay.copyWithin(start + position, start + position + 1, start + current);
      current--;
      log.push(ChangeKind.remove, p, track, position);
    }
    let added = 0;
    for (let a = 0; a < adds; a++) {
      let track = -1;
      for (let attempt = 0; attempt < 8 && track < 0; attempt++) {
        const candidate =
          paid && paid.length > 0 && random.next() < BOT_LABEL_ADDS
            ? paid[random.int(paid.length)]!
            : sampleTrack(pool, table.genre[p]!, random.next(), random.next());
        if (seen[candidate] !== stamp) track = candidate;
      }
      if (track < 0) continue;
      seen[track] = stamp;
      added++;
      table.members[start + current] = track;
      table.addedDay[start + current] = day;
      log.push(ChangeKind.add, p, track, current);
      current++;
    }
    if (removes > 0 || added > 0) table.version[p]!++;
    table.length[p] = current;
  }
}
