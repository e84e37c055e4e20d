import type { MapPointResponse, MapStatsResponse, SummaryCardResponse } from '@songstats/contract';
import type { AudienceRowOut, PlaylistReachRow, SeriesSummaryRow } from '@songstats/db';
import {
  CREATOR_METRICS,
  creatorMetricValue,
  noPlatformDataText,
  sourceById,
} from '@songstats/domain';
import { buildTable, cell, metricTitle } from './analytics-table';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string | null): string {
  if (!code) return '';
  try {
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const sourceName = (id: string) => sourceById(id)?.name ?? id;
const deltaOf = (value: number, weekAgo: number | null) =>
  weekAgo === null ? null : value - weekAgo;

/** spec §3 summary cards: the account's counters on the source(s), then its audience's top places. */
export function presentSummaryCards(
  series: readonly SeriesSummaryRow[],
  audience: readonly AudienceRowOut[],
  prefixSource: boolean,
): SummaryCardResponse[] {
  const cards: SummaryCardResponse[] = series.map((row) => {
    // Issue 25: a creator's rate and posts per week are stored scaled; shown as people read them.
    const value = creatorMetricValue(row.metric, row.value);
    const weekAgo = row.weekAgo === null ? null : creatorMetricValue(row.metric, row.weekAgo);
    const delta = deltaOf(value, weekAgo);
    const unit = CREATOR_METRICS[row.metric]?.unit;
    return {
      id: `${row.source}:${row.metric}`,
      title: prefixSource
        ? `${sourceName(row.source)} ${metricTitle(row.metric)}`
        : metricTitle(row.metric),
      value,
      delta: delta === null ? null : Math.round(delta * 100) / 100,
      sourceId: row.source,
      ...(unit ? { unit } : {}),
    };
  });
  const city = audience.find((row) => row.scope === 'city');
  const country = audience.find((row) => row.scope === 'country');
  if (city) {
    cards.push({
      id: 'topCity',
      title: 'Top City',
      value: `${city.cityName} (${countryName(city.countryCode)})`,
      delta: null,
      sourceId: null,
    });
  }
  if (country) {
    cards.push({
      id: 'topCountry',
      title: 'Top Country',
      value: countryName(country.countryCode),
      delta: null,
      sourceId: null,
    });
  }
  return cards;
}

/** Backstage stats: where the account's tracks are in playlists now, per source. */
export function presentBackstageStats(reach: readonly PlaylistReachRow[]): SummaryCardResponse[] {
  return reach.flatMap((row) => [
    {
      id: `${row.source}:playlists_current`,
      title: `${sourceName(row.source)} Playlists`,
      value: row.playlists,
      delta: null,
      sourceId: row.source,
    },
    {
      id: `${row.source}:playlists_editorial_current`,
      title: `${sourceName(row.source)} Editorial Playlists`,
      value: row.editorial,
      delta: null,
      sourceId: row.source,
    },
    {
      id: `${row.source}:playlist_reach_current`,
      title: `${sourceName(row.source)} Playlist Reach`,
      value: row.reach,
      delta: null,
      sourceId: row.source,
    },
  ]);
}

/** A table's measure: listeners on Spotify and Apple Music, else what the platform counts. */
function measureTitle(rows: readonly AudienceRowOut[]): string {
  const metric = rows[0]?.metric;
  return metric && !metric.includes('listeners') ? metricTitle(metric) : 'Listeners';
}

function point(row: AudienceRowOut, rank: number): MapPointResponse | null {
  if (row.latitude === null || row.longitude === null) return null;
  const isCity = row.scope === 'city';
  return {
    id: `${row.scope}:${row.place}`,
    name: isCity ? (row.cityName ?? row.place) : countryName(row.countryCode),
    longitude: Number(row.longitude),
    latitude: Number(row.latitude),
    ranks: { [row.metric]: row.value },
    scopeRule: row.scope,
    scopeData: { countryCode: row.countryCode, rank },
  };
}

/**
 * spec §3 audience maps and tables: a map and a table of cities (listeners now) and of countries,
 * biggest first; ranks are by listeners.
 */
export function presentAudienceMaps(
  audience: readonly AudienceRowOut[],
  sourceId: string,
): MapStatsResponse {
  const cities = audience.filter((row) => row.scope === 'city');
  const countries = audience.filter((row) => row.scope === 'country');
  const empty = noPlatformDataText(sourceName(sourceId));
  const points = (rows: AudienceRowOut[]) =>
    rows.map((row, index) => point(row, index + 1)).filter((item) => item !== null);
  return {
    maps: [points(cities), points(countries)],
    mapTitles: ['Top Cities', 'Top Countries'],
    tables: [
      buildTable({
        id: 'audience_cities',
        title: 'Top Cities',
        columns: [
          { id: 'rank', title: 'Rank' },
          { id: 'city', title: 'City' },
          { id: 'country', title: 'Country' },
          { id: 'listeners', title: measureTitle(cities) },
        ],
        defaultSort: 'listeners',
        rows: cities.map((row, index) => [
          cell.text(index + 1),
          cell.text(row.cityName),
          cell.text(countryName(row.countryCode)),
          cell.delta(row.value, deltaOf(row.value, row.weekAgo)),
        ]),
        emptyText: empty,
      }),
      buildTable({
        id: 'audience_countries',
        title: 'Top Countries',
        columns: [
          { id: 'rank', title: 'Rank' },
          { id: 'country', title: 'Country' },
          { id: 'listeners', title: measureTitle(countries) },
        ],
        defaultSort: 'listeners',
        rows: countries.map((row, index) => [
          cell.text(index + 1),
          cell.text(countryName(row.countryCode)),
          cell.delta(row.value, deltaOf(row.value, row.weekAgo)),
        ]),
        emptyText: empty,
      }),
      // Issue 25: a creator's followers by age range and gender, where the platform tells them.
      ...groupTables(audience),
    ],
  };
}

const GROUPS = [
  { scope: 'age', id: 'audience_ages', title: 'Age', column: 'Age Range' },
  { scope: 'gender', id: 'audience_genders', title: 'Gender', column: 'Gender' },
] as const;

const share = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

function groupTables(audience: readonly AudienceRowOut[]) {
  return GROUPS.flatMap((group) => {
    const rows = audience.filter((row) => row.scope === group.scope);
    if (rows.length === 0) return [];
    const total = rows.reduce((sum, row) => sum + row.value, 0);
    return [
      buildTable({
        id: group.id,
        title: group.title,
        columns: [
          { id: 'group', title: group.column },
          { id: 'value', title: measureTitle(rows) },
          { id: 'share', title: 'Share' },
        ],
        defaultSort: 'value',
        rows: rows.map((row) => [
          cell.text(row.place.charAt(0).toUpperCase() + row.place.slice(1)),
          cell.delta(row.value, deltaOf(row.value, row.weekAgo)),
          cell.text(total > 0 ? share.format(row.value / total) : null, row.value),
        ]),
      }),
    ];
  });
}
