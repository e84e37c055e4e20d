import type { CounterMetric } from '../counters/counter-sources';

/**
 * Artist counters per source (`/stats/{source}/artists`, field-notes names). Followers and
 * subscribers only grow, so crossing a step is news; listeners and popularity go up and down and
 * are only series.
 */
export const ARTIST_COUNTERS: readonly CounterMetric[] = [
  { source: 'spotify', metric: 'followers_total', noun: 'followers', milestones: true },
  {
    source: 'spotify',
    metric: 'monthly_listeners_current',
    noun: 'monthly listeners',
    milestones: false,
  },
  { source: 'spotify', metric: 'popularity_current', noun: 'popularity', milestones: false },
  { source: 'instagram', metric: 'followers_total', noun: 'followers', milestones: true },
  { source: 'tiktok', metric: 'followers_total', noun: 'followers', milestones: true },
  { source: 'youtube', metric: 'subscribers_total', noun: 'subscribers', milestones: true },
  // Decision 049: a Facebook page's people talking about it (a series), X and Amazon Music
  // followers.
  {
    source: 'facebook',
    metric: 'talking_about_current',
    noun: 'people talking about it',
    milestones: false,
  },
  { source: 'twitter', metric: 'followers_total', noun: 'followers', milestones: true },
  { source: 'amazon', metric: 'followers_total', noun: 'followers', milestones: true },
];

export const ARTIST_COUNTER_SOURCES = [...new Set(ARTIST_COUNTERS.map((c) => c.source))];
