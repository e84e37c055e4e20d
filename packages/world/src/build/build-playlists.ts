import { playlistIdOf } from '../model/ids';
import { PLAYLIST_SOURCES, type PlaylistSource } from '../model/markets';
import { PlaylistTable } from '../model/playlist-table';
import { createRandom, hash, Salt, unit } from '../model/random';
import type { TrackTable } from '../model/track-table';
import type { ResolvedOptions } from '../options';
import { type DayPool, sampleTrack } from '../sim/day-pool';
import { pickGenre } from './build-people';

export const PlaylistType = { editorial: 0, algorithmic: 1, listener: 2 } as const;

/** Issue 28: the share of listener playlists planted as botted (ground truth of playlist health). */
export const BOTTED_SHARE = 0.04;

/** Followers are heavy-tailed: most listener playlists under 1,000, a few editorial in millions. */
function drawFollowers(type: number, u: number, normal: number): number {
  if (type === PlaylistType.editorial) return Math.min(3e7, 40_000 * Math.exp(1.6 * normal));
  if (type === PlaylistType.algorithmic) return Math.min(5e6, 4_000 * Math.exp(1.5 * normal));
  // Pareto(x_m = 5, alpha = 0.6): P(> 1,000) is about 4%.
  return Math.min(400_000, 5 / (1 - u) ** (1 / 0.6) - 4);
}

/** Each platform's mix of playlist types: [editorial, editorial + algorithmic] thresholds. */
const TYPE_MIX: Record<PlaylistSource, [number, number]> = {
  spotify: [0.05, 0.15],
  apple_music: [0.5, 0.6],
  deezer: [0.15, 0.25],
  amazon: [0.5, 0.6],
  tidal: [0.4, 0.5],
  // SoundCloud playlists are its listeners' and DJs' own.
  soundcloud: [0.02, 0.02],
};

/** How many playlists each platform of PLAYLIST_SOURCES has (Spotify: `playlistCount`). */
export function playlistCounts(options: ResolvedOptions): number[] {
  return PLAYLIST_SOURCES.map(({ share }) =>
    share === 1 ? options.playlistCount : Math.max(2, Math.round(options.playlistCount * share)),
  );
}

/**
 * Every platform's playlists in one table keyed by source (PLAYLIST_SOURCES order): Spotify's
 * first, drawn as they always were, then each other platform's from its own random sequence,
 * so adding a platform changes no Spotify playlist.
 */
export function buildPlaylists(
  options: ResolvedOptions,
  tracks: TrackTable,
  pool: DayPool,
): PlaylistTable {
  const counts = playlistCounts(options);
  const total = counts.reduce((sum, n) => sum + n, 0);
  const [minTracks, maxTracks] = options.tracksPerPlaylist;
  const randoms = PLAYLIST_SOURCES.map((_, s) =>
    s === 0
      ? createRandom(options.seed, Salt.playlist)
      : createRandom(options.seed, Salt.playlist, s),
  );
  const targets = new Uint16Array(total);
  const capacities = new Uint16Array(total);
  let p = 0;
  for (let s = 0; s < counts.length; s++) {
    for (let k = 0; k < counts[s]!; k++, p++) {
      const target = minTracks + randoms[s]!.int(maxTracks - minTracks + 1);
      targets[p] = target;
      capacities[p] = Math.min(maxTracks, target + Math.ceil(target * 0.1) + 2);
    }
  }
  const table = new PlaylistTable(total, capacities, counts);
  const marks = new Int32Array(tracks.length);
  for (p = 0; p < total; p++) {
    const { source } = PLAYLIST_SOURCES[table.source[p]!]!;
    const random = randoms[table.source[p]!]!;
    const [editorial, curated] = TYPE_MIX[source];
    const roll = random.next();
    const type =
      roll < editorial
        ? PlaylistType.editorial
        : roll < curated
          ? PlaylistType.algorithmic
          : PlaylistType.listener;
    const target = targets[p]!;
    table.type[p] = type;
    table.genre[p] = pickGenre(random.next());
    table.followersBase[p] = drawFollowers(type, random.next(), random.normal());
    table.followersGrowth[p] =
      type === PlaylistType.listener ? 0.0015 * random.normal() + 0.0005 : 0.002 * random.next();
    // Algorithmic playlists refresh nearly daily, editors a few times a week, listeners rarely.
    table.updateChance[p] =
      type === PlaylistType.algorithmic ? 0.9 : type === PlaylistType.editorial ? 0.35 : 0.12;
    table.minLength[p] = Math.max(minTracks, target - Math.ceil(target * 0.1) - 2);
    const id = playlistIdOf(options.seed, source, p);
    table.ids.push(id);
    table.indexById.set(id, p);
    fillInitialMembers(table, p, target, pool, random, marks, tracks);
  }
  plantBottedPlaylists(table, options);
  return table;
}

/**
 * Marks a small share of listener playlists as botted, by their own draws (no other playlist or
 * draw changes): each gets the label it adds for and the weekday its bought followers burst on.
 */
function plantBottedPlaylists(table: PlaylistTable, options: ResolvedOptions): void {
  for (let p = 0; p < table.count; p++) {
    if (table.type[p] !== PlaylistType.listener) continue;
    if (unit(options.seed, Salt.bot, p) >= BOTTED_SHARE) continue;
    table.botted[p] = 1;
    table.botLabel[p] = hash(options.seed, Salt.bot, p, 1) % options.labelCount;
    table.botPhase[p] = hash(options.seed, Salt.bot, p, 2) % 7;
  }
}

function fillInitialMembers(
  table: PlaylistTable,
  p: number,
  target: number,
  pool: DayPool,
  random: ReturnType<typeof createRandom>,
  marks: Int32Array,
  tracks: TrackTable,
): void {
  const start = table.offset[p]!;
  const history = table.type[p] === PlaylistType.listener ? 400 : 60;
  const picked: { track: number; day: number }[] = [];
  for (let attempt = 0; picked.length < target && attempt < target * 4; attempt++) {
    const track = sampleTrack(pool, table.genre[p]!, random.next(), random.next());
    if (marks[track] === p + 1) continue;
    marks[track] = p + 1;
    picked.push({ track, day: Math.max(tracks.releaseDay[track]!, -random.int(history)) });
  }
  // Members are in the order they were added, like a real playlist's default order.
  picked.sort((a, b) => a.day - b.day || a.track - b.track);
  picked.forEach((member, k) => {
    table.members[start + k] = member.track;
    table.addedDay[start + k] = member.day;
  });
  table.length[p] = picked.length;
}
