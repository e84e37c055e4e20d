/**
 * Playlists as typed columns. Memberships live in one big Int32Array: playlist p owns the slots
 * [offset[p], offset[p] + capacity[p]) and uses the first length[p] of them, in playlist order.
 * 100,000 playlists of up to 200 tracks take about 6 bytes per slot, with no object per membership.
 */
/** Days between a botted playlist's follower bursts, and a burst's least size. */
export const BOT_BURST_EVERY = 7;
export const BOT_BURST_MINIMUM = 150;

export class PlaylistTable {
  readonly count: number;
  /** Index in PLAYLIST_SOURCES of the platform the playlist is on. */
  readonly source: Uint8Array;
  /** Each source's playlists are the indexes [sourceStart[s], sourceStart[s + 1]). */
  readonly sourceStart: Int32Array;
  readonly type: Uint8Array;
  readonly genre: Uint8Array;
  readonly followersBase: Float32Array;
  /** Daily follower growth rate (may be slightly negative). */
  readonly followersGrowth: Float32Array;
  /** Probability that the playlist is edited on a given day. */
  readonly updateChance: Float32Array;
  readonly minLength: Uint16Array;
  readonly offset: Float64Array;
  readonly capacity: Uint16Array;
  readonly length: Uint16Array;
  /** Bumped on every membership change; snapshot_id is derived from it. */
  readonly version: Int32Array;
  members: Int32Array;
  /** Day each member was added (negative before day 0). */
  addedDay: Int16Array;
  /**
   * Issue 28: 1 for a planted botted playlist (ground truth of playlist health): bought follower
   * bursts with no streams behind them, adds from one label (`botLabel`), tracks churned fast.
   */
  readonly botted: Uint8Array;
  /** The label whose tracks a botted playlist is paid to add. */
  readonly botLabel: Int32Array;
  /** The day of the week (0-6 from day 1) a botted playlist's followers burst. */
  readonly botPhase: Uint8Array;
  readonly ids: string[] = [];
  readonly indexById = new Map<string, number>();

  constructor(count: number, capacities: Uint16Array, sourceCounts: readonly number[] = [count]) {
    this.count = count;
    this.source = new Uint8Array(count);
    this.sourceStart = new Int32Array(sourceCounts.length + 1);
    for (let s = 0; s < sourceCounts.length; s++) {
      const start = this.sourceStart[s]!;
      this.sourceStart[s + 1] = start + sourceCounts[s]!;
      this.source.fill(s, start, start + sourceCounts[s]!);
    }
    this.type = new Uint8Array(count);
    this.genre = new Uint8Array(count);
    this.followersBase = new Float32Array(count);
    this.followersGrowth = new Float32Array(count);
    this.updateChance = new Float32Array(count);
    this.minLength = new Uint16Array(count);
    this.offset = new Float64Array(count);
    this.capacity = capacities;
    this.length = new Uint16Array(count);
    this.version = new Int32Array(count);
    this.botted = new Uint8Array(count);
    this.botLabel = new Int32Array(count);
    this.botPhase = new Uint8Array(count);
    let total = 0;
    for (let p = 0; p < count; p++) {
      this.offset[p] = total;
      total += capacities[p]!;
    }
    this.members = new Int32Array(total);
    this.addedDay = new Int16Array(total);
  }

  /** Current followers on `day`: a steady exponential trend from the base. */
  followers(playlist: number, day: number): number {
    const trend = Math.max(
      0,
      Math.round(this.followersBase[playlist]! * Math.exp(this.followersGrowth[playlist]! * day)),
    );
    if (this.botted[playlist] !== 1) return trend;
    // A botted playlist's bought followers arrive in a burst once a week, from day 1.
    const phase = this.botPhase[playlist]!;
    const bursts = day < 1 + phase ? 0 : Math.floor((day - 1 - phase) / BOT_BURST_EVERY) + 1;
    return (
      trend + bursts * Math.max(BOT_BURST_MINIMUM, Math.round(this.followersBase[playlist]! * 0.25))
    );
  }

  /** The playlist's current track indexes (a copy). */
  tracksOf(playlist: number): Int32Array {
    const start = this.offset[playlist]!;
    return this.members.slice(start, start + this.length[playlist]!);
  }

  totalMemberships(): number {
    let total = 0;
    for (let p = 0; p < this.count; p++) total += this.length[p]!;
    return total;
  }
}
