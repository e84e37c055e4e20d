import type {
  AnalyticsTableResponse,
  AnalyticsTopResponse,
  MapStatsResponse,
  Provenance,
} from '@songstats/contract';
import {
  type Database,
  type ProvenanceRecords,
  type RunKind,
  readProvenanceRecords,
  runKey,
  runKindOf,
} from '@songstats/db';
import { sourceById } from '@songstats/domain';

// Issue 28 section 4 (decision 063): where every figure comes from. The server stamps each card,
// series and table of an analytics answer with its platform, the day of the reading shown, when
// the monitor finished the run that read it, and a state: fresh, estimated or stale.

/** Every platform is read once a day; a reading a day behind is fresh while today's run runs. */
export const CADENCE_DAYS = 1;

const DAY_MS = 86_400_000;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

const nameOf = (sourceId: string) => sourceById(sourceId)?.name ?? sourceId;

/** Long dates in words, as the notes show them ("24 Nov 2026"). */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export interface ProvenanceBook {
  today: string;
  records: ProvenanceRecords;
}

/** Reads the monitor's records once for an answer whose readings are of these days. */
export async function loadProvenanceBook(
  db: Database,
  days: readonly (string | null | undefined)[],
  now = Date.now(),
): Promise<ProvenanceBook> {
  const known = days.filter((day): day is string => typeof day === 'string');
  const today = dayOf(now);
  return { today, records: await readProvenanceRecords(db, known, today) };
}

/** How a failed step is named in a note ("Spotify's playlists failed today"). */
const KIND_WORDS: Partial<Record<RunKind, string>> = {
  playlists: "'s playlists",
  charts: "'s charts",
  radio: "'s radio spins",
};

/**
 * The provenance of a figure of `sourceId` read on `day` (null: never read). `estimate` names how
 * a computed figure is made (forecasts, audience quality): it is then 'estimated' unless its
 * readings are stale. A reading older than the cadence, a platform failing since its last
 * success, or a platform whose run of today failed after its last success, is 'stale'. `kind`
 * names the step that reads the figure (migration 0069: 'counters' by default, 'playlists',
 * 'charts', 'radio'): only that step's failure of today makes it stale.
 */
export function provenanceOf(
  book: ProvenanceBook,
  sourceId: string,
  day: string | null,
  options: { estimate?: string; finishedAt?: string | null; kind?: RunKind } = {},
): Provenance {
  const kind = options.kind ?? 'counters';
  const platform = book.records.platforms.get(sourceId);
  const recorded = day ? book.records.finishedByDay.get(day) : undefined;
  const refreshedAt = options.finishedAt ?? recorded ?? platform?.lastSuccessAt ?? null;
  const base = { sourceId, day, refreshedAt };
  if (day === null) {
    return {
      ...base,
      state: 'stale',
      note: `The monitor has no reading from ${nameOf(sourceId)}.`,
    };
  }
  const failing =
    platform?.failingSince &&
    (!platform.lastSuccessAt || platform.lastSuccessAt < platform.failingSince);
  if (failing) {
    const since = platform.failingSince as string;
    return {
      ...base,
      state: 'stale',
      note: `${nameOf(sourceId)} has failed since ${since.slice(0, 16).replace('T', ' ')} UTC${
        platform.lastError ? ` (${platform.lastError})` : ''
      }: this is its last reading, of ${longDay(day)}.`,
    };
  }
  // Today's run record of the platform's step failed after its last success (migrations 0066,
  // 0069).
  const failedToday = book.records.failedToday
    .get(sourceId)
    ?.find((failure) => runKindOf(failure.step) === kind);
  if (failedToday) {
    return {
      ...base,
      state: 'stale',
      note: `${nameOf(sourceId)}${KIND_WORDS[kind] ?? ''} failed today at ${failedToday.failedAt.slice(11, 16)} UTC${
        failedToday.error ? ` (${failedToday.error})` : ''
      }: this is its last reading, of ${longDay(day)}.`,
    };
  }
  const behind = Math.round((Date.parse(book.today) - Date.parse(day)) / DAY_MS);
  if (behind > CADENCE_DAYS) {
    return {
      ...base,
      state: 'stale',
      note: `Last read on ${longDay(day)}, ${behind} days ago: ${nameOf(sourceId)} is read daily.`,
    };
  }
  if (options.estimate) return { ...base, state: 'estimated', note: options.estimate };
  return { ...base, state: 'fresh', note: null };
}

type Series = AnalyticsTopResponse['charts'][number];
interface CardLike {
  id: string;
  sourceId: string | null;
}

/**
 * The reading day of a card: its series' last stored day (`source:metric` in `cardDays`, or its
 * chart's last point), else `fallback` (e.g. the audience's day), else the day its platform's
 * playlists were last read whole (the playlist cards), else none.
 */
function cardDay(
  book: ProvenanceBook,
  card: CardLike,
  source: string,
  cardDays: Map<string, string>,
  charts: readonly Series[],
  fallback: string | null,
): { day: string | null; finishedAt?: string | null } {
  const stored = cardDays.get(card.id);
  if (stored) return { day: stored };
  const metric = card.id.slice(card.id.indexOf(':') + 1);
  const chart = charts.find((series) => series.id === metric || series.id === card.id);
  const last = chart?.points.at(-1)?.date;
  if (last) return { day: last };
  if (fallback) return { day: fallback };
  const playlists = book.records.playlistsBySource.get(source);
  if (playlists) return { day: playlists.day, finishedAt: playlists.finishedAt };
  return { day: null };
}

/**
 * The step that reads a card's figure, by its metric: the playlist cards ('playlists_current',
 * 'playlist_reach_current') the playlists step, the charted places the charts, the rest the
 * counters.
 */
export function cardKind(id: string): RunKind {
  const metric = id.slice(id.indexOf(':') + 1);
  if (metric.startsWith('playlist')) return 'playlists';
  if (metric.startsWith('charted_') || metric.startsWith('chart')) return 'charts';
  return 'counters';
}

/** Stamps cards (stat or summary cards): each by its own platform, else the tab's. */
export function stampCards<C extends CardLike>(
  cards: readonly C[],
  book: ProvenanceBook,
  source: string,
  summaries: readonly { source: string; metric: string; day: string }[],
  charts: readonly Series[] = [],
  fallbackDay: string | null = null,
): (C & { provenance: Provenance })[] {
  const cardDays = new Map(summaries.map((row) => [`${row.source}:${row.metric}`, row.day]));
  return cards.map((card) => {
    const cardSource = card.sourceId ?? source;
    const { day, finishedAt } = cardDay(book, card, cardSource, cardDays, charts, fallbackDay);
    const kind = cardKind(card.id);
    return {
      ...card,
      provenance: provenanceOf(book, cardSource, day, {
        ...(finishedAt ? { finishedAt } : {}),
        ...(kind === 'counters' ? {} : { kind }),
      }),
    };
  });
}

/** The days a top part's figures were read on (for `loadProvenanceBook`). */
export function topDays(
  top: Pick<AnalyticsTopResponse, 'charts'>,
  summaries: readonly { day: string }[],
): string[] {
  return [
    ...summaries.map((row) => row.day),
    ...top.charts.flatMap((series) => series.points.at(-1)?.date ?? []),
  ];
}

/** Stamps a top part's cards and series; `source` is the tab's ('overview': each card's own). */
export function stampTop<T extends Pick<AnalyticsTopResponse, 'stats' | 'charts'>>(
  top: T,
  book: ProvenanceBook,
  source: string,
  summaries: readonly { source: string; metric: string; day: string }[] = [],
): Omit<T, 'stats'> & { stats: (T['stats'][number] & { provenance: Provenance })[] } {
  const charts = top.charts.map((series) => ({
    ...series,
    // The overview's charts are named `platform:metric`.
    provenance: provenanceOf(
      book,
      source === 'overview' && series.id.includes(':') ? series.id.split(':')[0]! : source,
      series.points.at(-1)?.date ?? null,
    ),
  }));
  const stats = stampCards(top.stats, book, source, summaries, top.charts);
  return { ...top, stats, charts };
}

/**
 * Stamps the tables of a platform's tab: a playlists table by the day its playlists were read
 * whole, the others by the newest reading of the object's series on that platform.
 */
export function stampTables(
  tables: AnalyticsTableResponse[],
  book: ProvenanceBook,
  source: string,
  lastSeriesDay: string | null,
): AnalyticsTableResponse[] {
  if (source === 'overview') return tables;
  return tables.map((table) => ({
    ...table,
    provenance:
      table.id === 'playlists'
        ? playlistProvenance(book, source, lastSeriesDay)
        : table.id === 'charts'
          ? runProvenance(book, 'charts', source, lastSeriesDay)
          : provenanceOf(book, source, lastSeriesDay),
  }));
}

/**
 * The provenance of a platform's playlist figures (followers, reach): the day its playlists were
 * last read whole and when, else its readings of `fallbackDay`.
 */
export function playlistProvenance(
  book: ProvenanceBook,
  source: string,
  fallbackDay: string | null = null,
): Provenance {
  const playlists = book.records.playlistsBySource.get(source);
  return playlists
    ? provenanceOf(book, source, playlists.day, {
        finishedAt: playlists.finishedAt,
        kind: 'playlists',
      })
    : runProvenance(book, 'playlists', source, fallbackDay);
}

/**
 * The provenance of a platform's figures read by a step of `kind` (its charts, its radio spins):
 * the newest day the step read it successfully and when (migration 0069), else `fallbackDay`
 * (e.g. the newest day its stored rows tell), whichever is newer.
 */
export function runProvenance(
  book: ProvenanceBook,
  kind: RunKind,
  source: string,
  fallbackDay: string | null = null,
): Provenance {
  const run = book.records.lastRuns.get(runKey(kind, source));
  return run && (fallbackDay === null || run.day >= fallbackDay)
    ? provenanceOf(book, source, run.day, { finishedAt: run.at, kind })
    : provenanceOf(book, source, fallbackDay, { kind });
}

/** The newest reading day of each platform among `rows`, platforms in their first order. */
export function lastDayBySource(
  rows: readonly { source: string; day: string | null }[],
): Map<string, string | null> {
  const days = new Map<string, string | null>();
  for (const row of rows) {
    const last = days.get(row.source) ?? null;
    if (!days.has(row.source) || (row.day !== null && (last === null || row.day > last))) {
      days.set(row.source, row.day);
    }
  }
  return days;
}

/** One provenance per platform, each of its newest reading day (a table of several platforms). */
export function platformProvenances(
  book: ProvenanceBook,
  rows: readonly { source: string; day: string | null }[],
): Provenance[] {
  return [...lastDayBySource(rows)].map(([source, day]) => provenanceOf(book, source, day));
}

/** Stamps the tables of a map answer: the platform's readings of `day` (null: none). */
export function stampMapTables(
  mapStats: MapStatsResponse,
  book: ProvenanceBook,
  source: string,
  day: string | null,
): MapStatsResponse {
  const provenance = provenanceOf(book, source, day);
  return { ...mapStats, tables: mapStats.tables.map((table) => ({ ...table, provenance })) };
}

/**
 * Stamps a track's map tables (charts by place, radio spins): on a platform's tab, that
 * platform's charts (or radio spins), read by its step; on the overview, where they mix
 * platforms, one per platform of `readings`.
 */
export function stampTrackMapTables(
  mapStats: MapStatsResponse,
  book: ProvenanceBook,
  source: string,
  readings: readonly { source: string; kind: 'charts' | 'radio'; day: string | null }[],
): MapStatsResponse {
  if (source !== 'overview') {
    const reading = readings.find((entry) => entry.source === source);
    const kind = reading?.kind ?? (source === 'radio' ? 'radio' : 'charts');
    const provenance = runProvenance(book, kind, source, reading?.day ?? null);
    return { ...mapStats, tables: mapStats.tables.map((table) => ({ ...table, provenance })) };
  }
  const platformProvenance = readings.map((reading) =>
    runProvenance(book, reading.kind, reading.source, reading.day),
  );
  return {
    ...mapStats,
    tables: mapStats.tables.map((table) => ({ ...table, platformProvenance })),
  };
}

/** How the audience quality is estimated, for its provenance (docs/insights.md). */
export const AUDIENCE_QUALITY_ESTIMATE =
  'Estimated by Songstats from the followers and views the monitor read (see Audience quality in How figures are made).';

/** A creator's top part, stamped: its audience quality is an estimate from the last reading. */
export function stampCreatorTop(
  top: AnalyticsTopResponse,
  book: ProvenanceBook,
  source: string,
): AnalyticsTopResponse {
  const stamped = stampTop(top, book, source);
  const lastDay = top.charts.reduce<string | null>((last, series) => {
    const day = series.points.at(-1)?.date ?? null;
    return day && (last === null || day > last) ? day : last;
  }, null);
  return {
    ...stamped,
    audienceQuality: top.audienceQuality
      ? {
          ...top.audienceQuality,
          provenance: provenanceOf(book, source, lastDay, { estimate: AUDIENCE_QUALITY_ESTIMATE }),
        }
      : (top.audienceQuality ?? null),
  };
}

/** How a milestone forecast is estimated, for its provenance (docs/insights.md). */
export const FORECAST_ESTIMATE =
  'Forecast by Songstats from the daily readings (see Milestone forecasts in How figures are made).';

/** Stamps forecasts: each an estimate from its series' last reading on its platform. */
export async function stampForecasts<F extends { source: string; seriesId: string }>(
  db: Database,
  forecasts: readonly F[],
  lastDayOf: (forecast: F) => string | null,
): Promise<(F & { provenance: Provenance })[]> {
  const book = await loadProvenanceBook(db, forecasts.map(lastDayOf));
  return forecasts.map((forecast) => ({
    ...forecast,
    provenance: provenanceOf(book, forecast.source, lastDayOf(forecast), {
      estimate: FORECAST_ESTIMATE,
    }),
  }));
}
