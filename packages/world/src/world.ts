import { buildArtists, buildCreators, buildLabels, buildStations } from './build/build-people';
import { buildPlaylists } from './build/build-playlists';
import { buildCatalogueTracks, releaseTracks } from './build/build-tracks';
import { Calendar } from './model/dates';
import type { ArtistSource, TrackSource } from './model/markets';
import { TrackTable } from './model/track-table';
import { type ResolvedOptions, resolveOptions, type WorldOptions } from './options';
import { computeCharts, countryKey } from './sim/charts-day';
import { artistCounters, trackCounters } from './sim/counters';
import { buildDayPool, type DayPool } from './sim/day-pool';
import { advancePlaylists, Marks } from './sim/playlist-day';
import { computeTracklists } from './sim/tracklists-day';
import { UnpublishedEdits } from './sim/unpublished-edits';
import { PlaylistChanges } from './truth/playlist-changes';
import { TruthLog } from './truth/truth-log';
import type { DayRecord, WorldState } from './world-state';

const DAY_SECONDS = 86_400;

/** Each label's tracks, gathered on the first ask of the day (only botted playlists ask). */
function labelTracksOf(tracks: TrackTable): (label: number) => Int32Array {
  let byLabel: Map<number, number[]> | undefined;
  const arrays = new Map<number, Int32Array>();
  return (label) => {
    if (!byLabel) {
      byLabel = new Map();
      for (let i = 0; i < tracks.length; i++) {
        const list = byLabel.get(tracks.label[i]!) ?? [];
        list.push(i);
        byLabel.set(tracks.label[i]!, list);
      }
    }
    let array = arrays.get(label);
    if (!array) {
      array = Int32Array.from(byLabel.get(label) ?? []);
      arrays.set(label, array);
    }
    return array;
  };
}

/** The demo music world. Deterministic: the same options give the same world on every day. */
export class World {
  readonly state: WorldState;
  readonly truth: TruthLog;
  private readonly marks: Marks;
  private readonly listeners = new Set<(day: number) => void>();

  constructor(options: ResolvedOptions) {
    const tracks = new TrackTable();
    const artists = buildArtists(options);
    buildCatalogueTracks(tracks, artists, options);
    const pool = buildDayPool(tracks, 0);
    const playlists = buildPlaylists(options, tracks, pool);
    this.state = {
      options,
      seed: options.seed,
      calendar: new Calendar(options.startDate),
      artists,
      artistIndexById: new Map(artists.map((artist, index) => [artist.id, index])),
      artistCountryKeys: Int32Array.from(artists, (artist) => countryKey(artist.countryCode)),
      labels: buildLabels(options),
      creators: buildCreators(options),
      stations: buildStations(options),
      tracks,
      playlists,
      history: [],
      supportDays: new Map(),
      day: 0,
      publishedSecond: DAY_SECONDS,
      unpublished: null,
    };
    this.marks = new Marks(tracks.length);
    this.truth = new TruthLog(this.state);
    this.recordDay(pool, new PlaylistChanges(), 0, 0);
  }

  get seed(): number {
    return this.state.seed;
  }
  get scale(): number {
    return this.state.options.scale;
  }
  /** The current day index (day 0 = `startDate`, 2026-01-01 by default: the initial state). */
  get day(): number {
    return this.state.day;
  }
  get date(): string {
    return this.state.calendar.dateOf(this.state.day);
  }
  /** Whether the whole current day is public (always, unless a live clock sets the time). */
  get dayComplete(): boolean {
    return this.state.publishedSecond >= DAY_SECONDS;
  }
  /** The instant up to which the world has published (the next midnight once the day is whole). */
  get publishedUntil(): string {
    return this.state.calendar.timestamp(this.state.day, this.state.publishedSecond);
  }

  /**
   * Simulates the next day: releases, playlist edits, charts, DJ sets. With `publishedSecond`
   * below 86,400 the day is published as it goes: only what happened by that second of the day
   * shows (`setTime` moves it on).
   */
  advanceDay(publishedSecond = DAY_SECONDS): void {
    const { state } = this;
    const day = state.day + 1;
    const unpublished =
      publishedSecond < DAY_SECONDS ? new UnpublishedEdits(state.playlists, state.seed, day) : null;
    const releasedFrom = releaseTracks(state.tracks, state.artists, state.options, day);
    this.marks.ensure(state.tracks.length);
    const pool = buildDayPool(state.tracks, day);
    const changes = new PlaylistChanges();
    advancePlaylists(
      state.playlists,
      pool,
      state.seed,
      day,
      state.options.dailyMembershipChange,
      this.marks,
      changes,
      unpublished ? (playlist) => unpublished.keep(playlist) : undefined,
      labelTracksOf(state.tracks),
    );
    changes.trim();
    state.day = day;
    state.unpublished = unpublished;
    state.publishedSecond = Math.max(0, publishedSecond);
    this.recordDay(pool, changes, releasedFrom, state.tracks.length);
    for (const listener of this.listeners) listener(day);
  }

  advanceTo(day: number): void {
    while (this.state.day < day) this.advanceDay();
  }

  /**
   * Moves the world to the UTC instant `ms` of its calendar: whole days up to the day of `ms`,
   * which is then published up to the second of `ms` (a live world). Never goes back.
   */
  setTime(ms: number): void {
    const { day, second } = this.state.calendar.at(ms);
    while (this.state.day < day - 1) this.advanceDay();
    if (this.state.day < day) this.advanceDay(second);
    else if (this.state.day === day) {
      this.state.publishedSecond = Math.max(this.state.publishedSecond, second);
    }
  }

  /** Publishes the rest of the current day (a live day's time made whole). */
  completeDay(): void {
    this.state.publishedSecond = DAY_SECONDS;
  }

  /** Calls `listener` after every simulated day; returns the unsubscribe function. */
  onDay(listener: (day: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ground truth of playlist health (issue 28): the ids of the planted botted playlists. */
  bottedPlaylistIds(): string[] {
    const { playlists } = this.state;
    return playlists.ids.filter((_, p) => playlists.botted[p] === 1);
  }

  /** Ground truth: a track's counters for `source` on `day` (default: today). */
  counters(source: TrackSource, trackId: string, day = this.state.day): Record<string, number> {
    const index = this.state.tracks.indexById.get(trackId);
    if (index === undefined) throw new RangeError(`unknown track ${trackId}`);
    if (this.state.tracks.releaseDay[index]! > day) return {};
    return trackCounters(this.state, source, index, day);
  }

  artistCounters(
    source: ArtistSource,
    artistId: string,
    day = this.state.day,
  ): Record<string, number> {
    const index = this.state.artistIndexById.get(artistId);
    if (index === undefined) throw new RangeError(`unknown artist ${artistId}`);
    return artistCounters(this.state, source, index, day);
  }

  /** The playlist's current track ids, in order (ground truth for tests). */
  playlistTrackIds(playlistId: string): string[] {
    const index = this.state.playlists.indexById.get(playlistId);
    if (index === undefined) throw new RangeError(`unknown playlist ${playlistId}`);
    return Array.from(this.state.playlists.tracksOf(index), (t) => this.state.tracks.ids[t]!);
  }

  private recordDay(pool: DayPool, changes: PlaylistChanges, from: number, to: number): void {
    const { state } = this;
    const tracklists = computeTracklists(
      pool,
      state.seed,
      state.day,
      state.options.tracklistsPerDay,
    );
    for (const track of tracklists.tracks) {
      const days = state.supportDays.get(track);
      if (days) days.push(state.day);
      else state.supportDays.set(track, [state.day]);
    }
    const record: DayRecord = {
      rotation: { top: pool.top, topCdf: pool.topCdf, electronicTop: pool.electronicTop },
      charts: computeCharts(state.tracks, state.artistCountryKeys, pool, state.seed, state.day),
      tracklists,
      changes,
      releasedFrom: from,
      releasedTo: to,
    };
    state.history.push(record);
  }
}

export function createWorld(options: WorldOptions): World {
  const world = new World(resolveOptions(options));
  world.advanceTo(world.state.options.days);
  return world;
}
