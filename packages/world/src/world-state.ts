import type { Artist, Creator, Label, Station } from './build/build-people';
import type { Calendar } from './model/dates';
import type { PlaylistTable } from './model/playlist-table';
import type { TrackTable } from './model/track-table';
import type { ResolvedOptions } from './options';
import type { DayRotation } from './sim/day-pool';
import type { DayTracklists } from './sim/tracklists-day';
import type { UnpublishedEdits } from './sim/unpublished-edits';
import type { PlaylistChanges } from './truth/playlist-changes';

/** What the world keeps of each simulated day: enough to answer any past date and the truth log. */
export type DayRecord = {
  rotation: DayRotation;
  /** Track indexes by position, one array per entry of CHARTS. */
  charts: Int32Array[];
  tracklists: DayTracklists;
  /** Membership changes applied on this day (none on day 0, the initial state). */
  changes: PlaylistChanges;
  /** Track indexes [releasedFrom, releasedTo) are this day's new releases. */
  releasedFrom: number;
  releasedTo: number;
};

/** The world's data, shared by the simulation, the views and the truth log. */
export type WorldState = {
  options: ResolvedOptions;
  seed: number;
  calendar: Calendar;
  artists: Artist[];
  artistIndexById: Map<string, number>;
  artistCountryKeys: Int32Array;
  labels: Label[];
  creators: Creator[];
  stations: Station[];
  tracks: TrackTable;
  playlists: PlaylistTable;
  history: DayRecord[];
  /** Days on which each track was supported in a DJ tracklist (ascending). */
  supportDays: Map<number, number[]>;
  day: number;
  /**
   * Seconds of the current day that are public: 86,400 (the whole day, as soon as it is
   * simulated) unless a live clock publishes the day as it goes (`World.setTime`). Playlist edits,
   * radio spins and charts of the day after this second are not shown yet.
   */
  publishedSecond: number;
  /** The current day's edited playlists as they were before, while a live day publishes them. */
  unpublished: UnpublishedEdits | null;
};
