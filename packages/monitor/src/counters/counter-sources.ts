import type { TierMetric } from '@songstats/domain';

export interface CounterMetric {
  source: string;
  metric: string;
  /** What the milestone counts, in words: "1M streams". */
  noun: string;
  /** spec §9 threshold this metric is measured against, if any. */
  tierMetric?: TierMetric;
  /** Whether crossing the ladder is an activity (some metrics are only series). */
  milestones: boolean;
}

/** Track counters watched per source (field-notes names). */
export const TRACK_COUNTERS: readonly CounterMetric[] = [
  { source: 'spotify', metric: 'streams_total', noun: 'streams', milestones: true },
  { source: 'spotify', metric: 'popularity_current', noun: 'popularity', milestones: false },
  { source: 'youtube', metric: 'video_views_total', noun: 'video views', milestones: true },
  { source: 'youtube', metric: 'videos_total', noun: 'videos', milestones: false },
  {
    source: 'tiktok',
    metric: 'videos_total',
    noun: 'creators',
    tierMetric: 'creators',
    milestones: true,
  },
  { source: 'tiktok', metric: 'views_total', noun: 'views', milestones: true },
  { source: 'shazam', metric: 'shazams_total', noun: 'Shazams', milestones: true },
  { source: 'soundcloud', metric: 'streams_total', noun: 'plays', milestones: true },
  {
    source: 'soundcloud',
    metric: 'reposts_total',
    noun: 'reposts',
    tierMetric: 'reposts',
    milestones: true,
  },
  {
    source: '1001tracklists',
    metric: 'total_support_total',
    noun: 'DJ supports',
    milestones: true,
  },
  { source: 'instagram', metric: 'views_total', noun: 'views', milestones: true },
  { source: 'instagram', metric: 'likes_total', noun: 'Instagram likes', milestones: false },
  { source: 'instagram', metric: 'comments_total', noun: 'Instagram comments', milestones: false },
  { source: 'beatport', metric: 'dj_charts_total', noun: 'DJ charts', milestones: false },
  { source: 'traxsource', metric: 'dj_charts_total', noun: 'DJ charts', milestones: false },
  // Decision 049: Facebook's weekly talk about the track (up and down: a series), X posts of it.
  {
    source: 'facebook',
    metric: 'talking_about_current',
    noun: 'people talking about it',
    milestones: false,
  },
  { source: 'twitter', metric: 'posts_total', noun: 'posts on X', milestones: true },
];

export function countersOf(source: string): CounterMetric[] {
  return TRACK_COUNTERS.filter((counter) => counter.source === source);
}

export const COUNTER_SOURCES = [...new Set(TRACK_COUNTERS.map((counter) => counter.source))];
