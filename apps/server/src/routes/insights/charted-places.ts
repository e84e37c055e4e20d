import { type Database, queryRows, type SeriesPointRow } from '@songstats/db';
import { sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/** The sources whose tab counts the countries (and cities) a track has charted in (field notes). */
const CHARTED_PLACES: Record<string, readonly ('countries' | 'cities')[]> = {
  apple_music: ['countries'],
  shazam: ['countries', 'cities'],
};

const METRICS = {
  countries: { id: 'charted_countries_total', title: 'Charted Countries' },
  cities: { id: 'charted_cities_total', title: 'Charted Cities' },
} as const;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Issue 21, field notes `charted_countries_total` (Apple Music, Shazam) and
 * `charted_cities_total` (Shazam): how many countries (cities) the track has been on one of the
 * source's country (city) charts in, by day: a place counts from the first day the monitor saw
 * the track on its chart (`chart_entries.first_seen`, kept after an exit), to the last day the
 * monitor read the source's charts. Cards and series; none where the track never charted there.
 */
export async function loadChartedPlaces(
  db: Database,
  trackId: number,
  source: string,
): Promise<{
  cards: { id: string; title: string; value: number; delta: number | null; sourceId: string }[];
  points: SeriesPointRow[];
}> {
  const kinds = CHARTED_PLACES[source];
  if (!kinds) return { cards: [], points: [] };
  const [firsts, read] = await Promise.all([
    queryRows<{ place: string; kind: 'countries' | 'cities'; day: string }>(
      db,
      sql`select coalesce(c.city_id::text, c.country_code) as place,
            case when c.city_id is null then 'countries' else 'cities' end as kind,
            to_char(min(ce.first_seen), 'YYYY-MM-DD') as day
          from chart_entries ce join charts c on c.id = ce.chart_id
          where ce.track_id = ${trackId} and c.source = ${source}
            and (c.city_id is not null or c.country_code is not null)
          group by 1, 2`,
    ),
    queryRows<{ day: string | null }>(
      db,
      sql`select to_char(max(ce.last_seen), 'YYYY-MM-DD') as day
          from chart_entries ce join charts c on c.id = ce.chart_id
          where c.source = ${source}`,
    ),
  ]);
  const cards = [];
  const points: SeriesPointRow[] = [];
  for (const kind of kinds) {
    const days = firsts
      .filter((row) => row.kind === kind)
      .map((row) => row.day)
      .sort();
    if (days.length === 0) continue;
    const metric = METRICS[kind];
    const last = read[0]?.day && read[0].day > days.at(-1)! ? read[0].day : days.at(-1)!;
    let count = 0;
    for (let day = days[0]!; day <= last; day = addDays(day, 1)) {
      while (count < days.length && days[count]! <= day) count++;
      points.push({ metric: metric.id, day, value: count });
    }
    cards.push({
      id: `${source}:${metric.id}`,
      title: metric.title,
      value: days.length,
      delta: null,
      sourceId: source,
    });
  }
  return { cards, points };
}
