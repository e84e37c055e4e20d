import { PlaylistType } from '../build/build-playlists';
import type { PlaylistTable } from '../model/playlist-table';
import { editSecond } from './playlist-day';

/** A playlist as the platform shows it: its members from `start` on, and its version. */
export type PlaylistView = {
  members: Int32Array;
  addedDay: Int16Array;
  start: number;
  length: number;
  version: number;
};

type Before = { members: Int32Array; addedDay: Int16Array; version: number; second: number };

/**
 * The current day's playlist edits that are not yet public. The world simulates a whole day at
 * midnight, but a live world publishes each edit at its own second of the day (`editSecond`):
 * until then a playlist shows the state it had before, kept here (a copy of the edited
 * playlists only: about a fifth of them, on one day).
 */
export class UnpublishedEdits {
  private readonly before = new Map<number, Before>();

  constructor(
    private readonly table: PlaylistTable,
    private readonly seed: number,
    readonly day: number,
  ) {}

  /** Keeps the playlist's state before its edit of `day` (call before the first change). */
  keep(playlist: number): void {
    const { table } = this;
    const start = table.offset[playlist]!;
    const end = start + table.length[playlist]!;
    const listener = table.type[playlist] === PlaylistType.listener;
    this.before.set(playlist, {
      members: table.members.slice(start, end),
      addedDay: table.addedDay.slice(start, end),
      version: table.version[playlist]!,
      second: editSecond(this.seed, this.day, playlist, listener),
    });
  }

  /** The playlist as published at `publishedSecond` of the day (an edit shows from its second). */
  view(playlist: number, publishedSecond: number): PlaylistView {
    const kept = this.before.get(playlist);
    if (kept && kept.second > publishedSecond) {
      return { ...kept, start: 0, length: kept.members.length };
    }
    const { table } = this;
    return {
      members: table.members,
      addedDay: table.addedDay,
      start: table.offset[playlist]!,
      length: table.length[playlist]!,
      version: table.version[playlist]!,
    };
  }
}
