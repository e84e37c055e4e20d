import type { AnalyticsTopResponse, Provenance, TrackOverviewResponse } from '@songstats/contract';
import {
  type InsightTrack,
  playlistTotals,
  type SeriesSummaryRow,
  type TrackChartRow,
  type TrackPlaylistCountRow,
  type TrackPlaylistRow,
} from '@songstats/db';
import { sourceById } from '@songstats/domain';
import { entityLinks } from './analytics-links';
import { CURRENT_CHARTS, metricTitle } from './analytics-table';
import { countryName } from './present-audience';

const PLAYLIST_TYPE_TITLES: Record<string, string> = {
  editorial: 'Editorial',
  algorithmic: 'Algorithmic',
  listener: 'Listener',
};

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** The genres its playlists are filed under, most frequent first. */
function genresOf(playlists: readonly TrackPlaylistRow[]): string[] {
  const counts = new Map<string, number>();
  for (const playlist of playlists) {
    for (const genre of playlist.genres) counts.set(genre, (counts.get(genre) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([genre]) => genre);
}

/**
 * Issue 28 (decision 063): where the overview's figures summed over platforms come from, one per
 * platform: the playlists' (Playlists, Playlist Reach) and the charts' (Current Charts).
 */
export interface OverviewProvenance {
  playlists: Provenance[];
  charts: Provenance[];
}

/** `platformProvenance` of a summed card, absent when the answer carries none (locked). */
const summedBy = (provenances: Provenance[] | undefined) =>
  provenances ? { platformProvenance: provenances } : {};

/**
 * spec §3 "Track overview" from what the monitor knows of the track. `playlists` are the biggest
 * (for genres and the highlight); `counts` count them all, as the playlists table does.
 */
export function presentTrackOverview(
  track: InsightTrack,
  summaries: readonly SeriesSummaryRow[],
  playlists: readonly TrackPlaylistRow[],
  counts: readonly TrackPlaylistCountRow[],
  charts: readonly TrackChartRow[],
  provenance?: OverviewProvenance,
): TrackOverviewResponse {
  const primary = track.performers.filter((person) => person.role === 'primary');
  const featured = track.performers.filter((person) => person.role === 'featured');
  const info = [
    { title: 'Title', value: track.title },
    { title: 'Artists', value: primary.map((person) => person.name).join(', ') },
    { title: 'Featuring', value: featured.map((person) => person.name).join(', ') },
    { title: 'Label', value: track.label?.name ?? '' },
    { title: 'Release Date', value: track.releaseDate ?? '' },
    { title: 'ISRC', value: track.isrc ?? '' },
  ].filter((item) => item.value);
  const breakdown = new Map<string, number>();
  for (const row of counts) {
    const title = PLAYLIST_TYPE_TITLES[row.playlistType] ?? row.playlistType;
    breakdown.set(title, (breakdown.get(title) ?? 0) + row.reach);
  }
  const totals = playlistTotals(counts);
  const peaks = [...charts].sort((a, b) => a.peakPosition - b.peakPosition).slice(0, 3);
  const biggest = playlists[0];
  return {
    infoArray: info,
    entityLinks: entityLinks(track.externalIds),
    genres: genresOf(playlists),
    stats: [
      ...summaries.map((row) => ({
        title: `${sourceById(row.source)?.name ?? row.source} ${metricTitle(row.metric)}`,
        value: row.value,
        sourceId: row.source,
      })),
      { title: 'Playlists', value: totals.playlists, ...summedBy(provenance?.playlists) },
      { title: 'Playlist Reach', value: totals.reach, ...summedBy(provenance?.playlists) },
      {
        title: CURRENT_CHARTS,
        value: charts.filter((chart) => chart.position !== null).length,
        ...summedBy(provenance?.charts),
      },
    ],
    followerBreakdown: [...breakdown.entries()].map(([title, value]) => ({ title, value })),
    audioFeatureData: {},
    tooltips: {
      'Playlist Reach': 'The sum of the followers of the playlists the track is on now.',
      [CURRENT_CHARTS]: 'The charts the track is on today.',
    },
    relatedArtists: track.performers.map(({ idUnique, name, imageUrl }) => ({
      idUnique,
      name,
      imageUrl,
    })),
    highlightItems: [
      ...peaks.map((chart) => ({
        title: chart.chartName,
        value: `Peak #${chart.peakPosition}${chart.countryCode ? ` (${countryName(chart.countryCode)})` : ''}`,
      })),
      ...(biggest
        ? [{ title: biggest.name, value: `${compact.format(biggest.followers)} followers` }]
        : []),
    ],
    relatedLabels: track.label
      ? [
          {
            idUnique: track.label.idUnique,
            name: track.label.name,
            imageUrl: track.label.imageUrl,
          },
        ]
      : [],
  };
}

/** The cards of a top part: each series' latest value and its change over a week. */
export function statCards(summaries: readonly SeriesSummaryRow[], prefixSource: boolean) {
  return summaries.map((row) => ({
    id: `${row.source}:${row.metric}`,
    title: prefixSource
      ? `${sourceById(row.source)?.name ?? row.source} ${metricTitle(row.metric)}`
      : metricTitle(row.metric),
    value: row.value,
    delta: row.weekAgo === null ? null : row.value - row.weekAgo,
    sourceId: row.source,
  }));
}

/** A chart series per metric from its points. */
export function chartSeries(
  points: readonly { metric: string; day: string; value: number }[],
): AnalyticsTopResponse['charts'] {
  const byMetric = new Map<string, { date: string; value: number }[]>();
  for (const point of points) {
    const list = byMetric.get(point.metric) ?? [];
    list.push({ date: point.day, value: point.value });
    byMetric.set(point.metric, list);
  }
  return [...byMetric.entries()].map(([metric, list]) => ({
    id: metric,
    title: metricTitle(metric),
    points: list,
  }));
}
