import { IdKind, spotifyId } from '../model/ids';
import { PlaylistTable } from '../model/playlist-table';
import { createRandom, Salt } from '../model/random';
import type { TrackTable } from '../model/track-table';
import type { ResolvedOptions } from '../options';
import { type DayPool, sampleTrack } from '../sim/day-pool';
import { pickGenre } from './build-people';

export const PlaylistType = { editorial: 0, algorithmic: 1, listener: 2 } as const;

/** Followers are heavy-tailed: most listener playlists under 1,000, a few editorial in millions. */
function drawFollowers(type: number, u: number, normal: number): number {
  if (type === PlaylistType.editorial) return Math.min(3e7, 40_000 * Math.exp(1.6 * normal));
  if (type === PlaylistType.algorithmic) return Math.min(5e6, 4_000 * Math.exp(1.5 * normal));
  // Pareto(x_m = 5, alpha = 0.6): P(> 1,000) is about 4%.
  return Math.min(400_000, 5 / (1 - u) ** (1 / 0.6) - 4);
}

export function buildPlaylists(
  options: ResolvedOptions,
  tracks: TrackTable,
  pool: DayPool,
): PlaylistTable {
  const count = options.playlistCount;
  const [minTracks, maxTracks] = options.tracksPerPlaylist;
  const random = createRandom(options.seed, Salt.playlist);
  const targets = new Uint16Array(count);
  const capacities = new Uint16Array(count);
  for (let p = 0; p < count; p++) {
    const target = minTracks + random.int(maxTracks - minTracks + 1);
    targets[p] = target;
    capacities[p] = Math.min(maxTracks, target + Math.ceil(target * 0.1) + 2);
  }
  const table = new PlaylistTable(count, capacities);
  const marks = new Int32Array(tracks.length);
  for (let p = 0; p < count; p++) {
    const roll = random.next();
    const type =
      roll < 0.05
        ? PlaylistType.editorial
        : roll < 0.15
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
    const id = spotifyId(options.seed, IdKind.playlist, p);
    table.ids.push(id);
    table.indexById.set(id, p);
    fillInitialMembers(table, p, target, pool, random, marks, tracks);
  }
  return table;
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
