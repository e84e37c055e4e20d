import { Calendar } from '../model/dates';
import { IdKind, isrcOf, spotifyId } from '../model/ids';
import { createRandom, type Random, Salt } from '../model/random';
import { NO_BREAKOUT, type TrackTable } from '../model/track-table';
import type { ResolvedOptions } from '../options';
import { type Artist, pickGenre } from './build-people';

const calendars = new Map<string, Calendar>();
/** The calendar of the world's options (its ISRC years and release weekdays follow it). */
function calendarOf(options: ResolvedOptions): Calendar {
  let calendar = calendars.get(options.startDate);
  if (!calendar) {
    calendar = new Calendar(options.startDate);
    calendars.set(options.startDate, calendar);
  }
  return calendar;
}

/** Appends one track; `releaseDay` may be negative (the back catalogue before day 0). */
function addTrack(
  table: TrackTable,
  artists: Artist[],
  options: ResolvedOptions,
  random: Random,
  releaseDay: number,
  isNewRelease: boolean,
): void {
  const index = table.length;
  table.reserve(index + 1);
  // Famous artists release more: pick by fame among a few candidates.
  let artistIndex = random.int(artists.length);
  const challenger = random.int(artists.length);
  if (artists[challenger]!.fame > artists[artistIndex]!.fame && random.next() < 0.6) {
    artistIndex = challenger;
  }
  const artist = artists[artistIndex]!;
  const featuredRoll = random.next();
  table.artist[index] = artistIndex;
  table.featured1[index] = featuredRoll < 0.25 ? random.int(artists.length) : -1;
  table.featured2[index] = featuredRoll < 0.05 ? random.int(artists.length) : -1;
  if (table.featured1[index] === artistIndex) table.featured1[index] = -1;
  if (table.featured2[index] === artistIndex || table.featured2[index] === table.featured1[index]) {
    table.featured2[index] = -1;
  }
  table.label[index] = random.next() < 0.85 ? artist.label : random.int(options.labelCount);
  table.releaseDay[index] = releaseDay;
  table.genre[index] = random.next() < 0.9 ? artist.genre : pickGenre(random.next());
  table.base[index] = 120 * artist.fame * Math.exp(1.1 * random.normal());
  // A few tracks break out: a viral moment weeks after release, or an old song rediscovered.
  const breaks = random.next() < (isNewRelease ? 0.06 : 0.02);
  table.breakoutDay[index] = !breaks
    ? NO_BREAKOUT
    : isNewRelease
      ? releaseDay + 3 + random.int(60)
      : -60 + random.int(360);
  table.breakoutPeak[index] = Math.max(
    table.base[index]! * 40,
    25_000 * Math.exp(0.9 * random.normal()),
  );
  const id = spotifyId(options.seed, IdKind.track, index);
  const year = Number(calendarOf(options).dateOf(releaseDay).slice(0, 4));
  table.ids[index] = id;
  table.isrcs[index] = isrcOf(table.label[index]!, year, index);
  table.indexById.set(id, index);
  table.length = index + 1;
  artist.tracks.push(index);
}

export function buildCatalogueTracks(
  table: TrackTable,
  artists: Artist[],
  options: ResolvedOptions,
): void {
  const random = createRandom(options.seed, Salt.track);
  table.reserve(options.trackCount);
  const releaseDays: number[] = [];
  for (let i = 0; i < options.trackCount; i++) {
    // Skewed to recent years, back to ten years before day 0.
    releaseDays.push(-1 - Math.floor(3650 * random.next() ** 2.5));
  }
  // Sorted so that a track's index follows its release date, like a release feed.
  releaseDays.sort((a, b) => a - b);
  for (const releaseDay of releaseDays)
    addTrack(table, artists, options, random, releaseDay, false);
}

/** The new releases of `day`, drawn from (seed, day) alone. Returns the first new index. */
export function releaseTracks(
  table: TrackTable,
  artists: Artist[],
  options: ResolvedOptions,
  day: number,
): number {
  const random = createRandom(options.seed, Salt.release, day);
  const expected = options.trackCount * options.dailyReleaseRate;
  // Friday (weekday 5) is release day: most new music lands on it.
  const weekday = new Date(calendarOf(options).msOf(day)).getUTCDay();
  const factor = weekday === 5 ? 4 : 0.5;
  const count = Math.max(0, Math.round(expected * factor * (0.6 + 0.8 * random.next())));
  const first = table.length;
  for (let i = 0; i < count; i++) addTrack(table, artists, options, random, day, true);
  return first;
}
