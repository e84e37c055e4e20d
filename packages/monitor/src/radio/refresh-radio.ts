import { type Database, pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { upsertActivities } from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { type DailyJobResult, runDailyJob, runDaySoFar } from '../job-days/run-daily-job';
import { mapConcurrent } from '../map-concurrent';
import { ZRadioPlaysPage } from '../world/world-schemas';
import {
  countSpins,
  type Station,
  type StationSpins,
  seriesBySource,
  spinsByTrack,
  trackTotals,
} from './aggregate-spins';
import { radioActivity } from './radio-activity';

const PAGE = 1000;
/** Rows per statement: keeps each JSON parameter a few hundred KB at scale 1. */
const CHUNK = 5000;

function chunks<Item>(items: readonly Item[]): Item[][] {
  const out: Item[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    out.push(items.slice(start, start + CHUNK));
  }
  return out;
}

/** The monitored stations by platform id; a station an admin excluded (issue 26) is left out. */
export async function loadStations(db: Database): Promise<Map<string, Station>> {
  const rows = await queryRows<{
    id: number;
    external_id: string;
    name: string;
    kind: Station['kind'];
    country_code: string;
  }>(
    db,
    sql`select id, external_id, name, kind, country_code from radio_stations r
        where not exists (select 1 from monitor_exclusions x
                          where x.kind = 'radio_station' and x.object_id = r.id)`,
  );
  return new Map(
    rows.map((row) => [
      row.external_id,
      {
        id: Number(row.id),
        externalId: row.external_id,
        name: row.name,
        kind: row.kind,
        countryCode: row.country_code,
      },
    ]),
  );
}

/** Tracks per airplay question (the platform's limit). */
const TRACKS_PER_QUERY = 100;

/**
 * The day's plays of the monitored tracks, asked per hundred tracks as airplay services are (a
 * whole day's plays are ~875,000 at scale 1, the monitored tracks' a few percent of them), each
 * answer paged once its first page tells the total.
 */
async function fetchDaySpins(
  context: MonitorContext,
  date: string,
  trackIds: ReadonlyMap<string, number>,
  count: (plays: Parameters<typeof countSpins>[1]) => void,
): Promise<void> {
  const ids = [...trackIds.keys()];
  const groups: string[][] = [];
  for (let start = 0; start < ids.length; start += TRACKS_PER_QUERY) {
    groups.push(ids.slice(start, start + TRACKS_PER_QUERY));
  }
  await mapConcurrent(groups, context.concurrency, async (group) => {
    const path = (offset: number) =>
      `/radio/plays?date=${date}&track_ids=${group.join(',')}&offset=${offset}&limit=${PAGE}`;
    const first = await context.world.get(path(0), ZRadioPlaysPage);
    count(first.items);
    for (let offset = PAGE; offset < (first.total ?? 0); offset += PAGE) {
      count((await context.world.get(path(offset), ZRadioPlaysPage)).items);
    }
  });
}

/**
 * Writes the day's counts. Every write replaces what an earlier count of the same day wrote (a
 * rerun, or more spins of the day since), and writes nothing where the count is the same.
 */
async function writeDay(db: Database, date: string, counts: StationSpins[]): Promise<number> {
  // A day's ~100,000 rows (scale 1) as three arrays, not JSON objects: cheaper to print and to
  // parse. The table has no foreign keys (migration 0051): their checks doubled the insert.
  for (const chunk of chunks(counts)) {
    await db.execute(sql`
      insert into radio_spins (track_id, day, station_id, spins)
      select x.t, ${date}::date, x.s, x.n
      from unnest(${pgArray(chunk.map((c) => c.trackId))}::bigint[],
        ${pgArray(chunk.map((c) => c.station.id))}::bigint[],
        ${pgArray(chunk.map((c) => c.spins))}::int[]) as x(t, s, n)
      on conflict (track_id, day, station_id) do update set spins = excluded.spins
        where radio_spins.spins <> excluded.spins`);
  }
  const series = seriesBySource(counts).flatMap(({ source, counts: ofSource }) =>
    trackTotals(ofSource).flatMap((total) =>
      (['spins', 'stations', 'countries'] as const).map((metric) => ({
        object_id: total.trackId,
        source,
        metric,
        value: total[metric],
      })),
    ),
  );
  for (const chunk of chunks(series)) {
    await db.execute(sql`
      insert into series (object_type, object_id, source, metric, day, value)
      select 'track', x.object_id, x.source, x.metric, ${date}::date, x.value
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(object_id bigint, source text, metric text, value bigint)
      on conflict (object_type, object_id, source, metric, day) do update set value = excluded.value
        where series.value <> excluded.value`);
  }
  let written = 0;
  const activities = spinsByTrack(counts).map((entry) => radioActivity(entry, date));
  for (const chunk of chunks(activities)) written += await upsertActivities(db, chunk);
  return written;
}

/**
 * Radio spins of the monitored tracks on one day: `radio_spins` per (track, station), the series
 * `radio` spins / stations / countries per track, and one activity per track.
 */
export async function refreshRadioDay(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  const stations = await loadStations(context.db);
  const counts = new Map<string, StationSpins>();
  await fetchDaySpins(context, date, trackIds, (plays) =>
    countSpins(counts, plays, trackIds, stations),
  );
  return writeDay(context.db, date, [...counts.values()]);
}

export function refreshRadio(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
): Promise<DailyJobResult> {
  return runDailyJob(
    context,
    'radio',
    today,
    (date) => refreshRadioDay(context, trackIds, date),
    'radio',
  );
}

/**
 * The spins a live platform has reported of its current day so far: written as a whole day's
 * are (counts replace the earlier ones), but the day is not marked done, so `refreshRadio` reads
 * it again in full once it is whole.
 */
export function refreshRadioSoFar(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
): Promise<DailyJobResult> {
  return runDaySoFar(context, 'radio', today, (date) => refreshRadioDay(context, trackIds, date));
}
