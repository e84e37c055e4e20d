import { describe, expect, it } from 'vitest';
import {
  type CauseCandidate,
  causeSize,
  dailyChanges,
  dateOfDayNumber,
  dayNumber,
  explainedScore,
  findJumps,
  JUMP_RULE,
  type Jump,
  median,
  rankCauses,
  seriesFamily,
} from './why-it-moved';

const day = (k: number) => dateOfDayNumber(dayNumber('2026-09-01') + k);
/** A cumulative counter from its daily increments, starting at `start` on 2026-09-01. */
const counter = (increments: number[], start = 1_000) => {
  let value = start;
  return [
    { date: day(0), value },
    ...increments.map((increment, k) => {
      value += increment;
      return { date: day(k + 1), value };
    }),
  ];
};

describe('jumps: a change beyond 3x the trailing median absolute deviation (issue 28)', () => {
  it('median and day arithmetic', () => {
    expect(median([])).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dateOfDayNumber(dayNumber('2026-02-28') + 1)).toBe('2026-03-01');
  });

  it('daily changes skip a missing day', () => {
    const points = [
      { date: '2026-09-01', value: 10 },
      { date: '2026-09-02', value: 15 },
      { date: '2026-09-04', value: 30 },
      { date: '2026-09-05', value: 31 },
    ];
    expect(dailyChanges(points)).toEqual([
      { date: '2026-09-02', value: 5 },
      { date: '2026-09-05', value: 1 },
    ]);
  });

  it('finds a day far above the recent daily changes, and not the ordinary wobble', () => {
    const wobble = [100, 104, 97, 101, 99, 103, 98, 102, 100, 96];
    const jumps = findJumps(counter([...wobble, 400, 101, 99]));
    expect(jumps).toHaveLength(1);
    const jump = jumps[0]!;
    expect(jump.date).toBe(day(11));
    expect(jump.change).toBe(400);
    expect(jump.expected).toBe(100);
    expect(jump.direction).toBe('up');
    expect(jump.scale).toBe(2);
    expect(jump.strength).toBe(150);
  });

  it('finds falls, needs the minimum window, and floors a flat series at one unit', () => {
    expect(findJumps(counter([100, 100, 100, 100, 100, 100, 5]))).toEqual([]);
    const falls = findJumps(counter([100, 100, 100, 100, 100, 100, 100, 5]));
    expect(falls.map((jump) => [jump.date, jump.direction])).toEqual([[day(8), 'down']]);
    // A flat count (no DJ support for weeks) jumps at 4 in a day, not at 3.
    const flat = Array.from({ length: 10 }, () => 0);
    expect(findJumps(counter([...flat, 3]))).toEqual([]);
    expect(findJumps(counter([...flat, 4]))[0]?.scale).toBe(JUMP_RULE.minimumScale);
    // A big, steady counter is floored at 1% of its median change.
    const big = findJumps(counter([...flat.map(() => 100_000), 103_100]));
    expect(big[0]?.scale).toBe(1_000);
  });
});

describe('causes ranked by their explained score (issue 28)', () => {
  const jump: Jump = {
    date: '2026-09-10',
    change: 5_000,
    expected: 1_000,
    scale: 50,
    strength: 80,
    direction: 'up',
  };
  const candidate = (values: Partial<CauseCandidate>): CauseCandidate => ({
    id: 1,
    type: 'playlist_add',
    date: '2026-09-10',
    text: 'Added to Big Hits',
    value: 1_000_000,
    sameTrack: true,
    ...values,
  });

  it('knows what kind of figure each metric counts', () => {
    expect(seriesFamily('spins')).toBe('spins');
    expect(seriesFamily('total_support_total')).toBe('supports');
    expect(seriesFamily('dj_charts_total')).toBe('supports');
    expect(seriesFamily('followers_total')).toBe('fans');
    expect(seriesFamily('subscribers_total')).toBe('fans');
    expect(seriesFamily('streams_total')).toBe('listening');
  });

  it('sizes an activity by its figure', () => {
    expect(causeSize('playlist_add', 1_000_000)).toBe(1);
    expect(causeSize('playlist_add', 999)).toBeCloseTo(0.5, 3);
    expect(causeSize('chart_entry', 1)).toBe(1);
    expect(causeSize('chart_entry', 100)).toBe(0.5);
    expect(causeSize('chart_entry', 100_000)).toBe(0.2);
    expect(causeSize('radio_spins', 10)).toBe(1);
    expect(causeSize('dj_support', 1)).toBe(0.5);
    expect(causeSize('concert_announced', 3)).toBe(0.5);
    expect(causeSize('playlist_add', null)).toBe(0.5);
  });

  it('scores relevance x lag x size x match', () => {
    expect(explainedScore(jump, 'listening', candidate({}))).toBe(1);
    expect(explainedScore(jump, 'listening', candidate({ date: '2026-09-09' }))).toBeCloseTo(0.6);
    expect(explainedScore(jump, 'listening', candidate({ date: '2026-09-08' }))).toBeCloseTo(0.3);
    expect(explainedScore(jump, 'listening', candidate({ date: '2026-09-07' }))).toBe(0);
    expect(explainedScore(jump, 'listening', candidate({ date: '2026-09-11' }))).toBe(0);
    expect(explainedScore(jump, 'listening', candidate({ sameTrack: false }))).toBeCloseTo(0.7);
    expect(explainedScore(jump, 'spins', candidate({}))).toBe(0);
    expect(explainedScore(jump, 'listening', candidate({ type: 'playlist_remove' }))).toBe(0);
    const fall = { ...jump, direction: 'down' as const };
    expect(explainedScore(fall, 'listening', candidate({}))).toBe(0);
    expect(explainedScore(fall, 'listening', candidate({ type: 'playlist_remove' }))).toBe(1);
  });

  it('ranks the best first, drops the weak, and names none when nothing fits', () => {
    const causes = rankCauses(jump, 'listening', [
      candidate({ id: 1, type: 'concert_announced', value: null, sameTrack: false }),
      candidate({ id: 2, type: 'chart_entry', value: 12 }),
      candidate({ id: 3 }),
      candidate({ id: 4, type: 'playlist_add', value: 10, date: '2026-09-08' }),
      candidate({ id: 5, type: 'dj_support', value: 3 }),
    ]);
    expect(causes.map((cause) => [cause.id, cause.score])).toEqual([
      [3, 1],
      [2, 0.584],
      [1, 0.07],
    ]);
    expect(rankCauses(jump, 'spins', [candidate({})])).toEqual([]);
    expect(
      rankCauses(jump, 'listening', [candidate({ id: 9 }), candidate({ id: 8 })], 1)[0]?.id,
    ).toBe(8);
  });
});
