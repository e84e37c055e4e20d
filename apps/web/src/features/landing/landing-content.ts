import type { MonitoredCountsResponse } from '@songstats/contract';
import {
  PLAYLIST_CHECK_QUOTAS,
  type SourceDefinition,
  sourceById,
  type VariantId,
} from '@songstats/domain';

export interface LandingStep {
  title: string;
  text: string;
}

/** The words of a variant's landing page that the variant registry does not hold (spec §1). */
export interface LandingContent {
  monitorsHeading: string;
  monitorsIntro: string;
  /** Ids of the spec §3 sources catalogue, shown with this installation's counts where `showCounts`. */
  sourceIds: readonly string[];
  /** The counts are playlists, videos, charts and stations: they say nothing about links or pre-saves. */
  showCounts: boolean;
  /** What the variant adds to its sources, where the sources alone say little. */
  highlights?: readonly string[];
  /** How it works: monitor, activity feed, analytics, reports. */
  steps: readonly [LandingStep, LandingStep, LandingStep, LandingStep];
}

const STREAMING = ['spotify', 'apple_music', 'deezer', 'amazon', 'tidal'] as const;

const REPORTS_STEP: LandingStep = {
  title: 'Reports',
  text: 'Export the analytics and share them with your team, your label or your partners.',
};

const SOCIAL_REPORTS_STEP: LandingStep = {
  title: 'Reports',
  text: 'Export the analytics and share them with your team, your agency or the brands you work with.',
};

export const LANDING_CONTENT: Readonly<Record<VariantId, LandingContent>> = {
  main: {
    monitorsHeading: 'What we monitor',
    monitorsIntro:
      'Streaming playlists, charts, radio, DJ support and social video, checked every day for every track of your catalogue.',
    sourceIds: [
      ...STREAMING,
      'soundcloud',
      'youtube',
      'tiktok',
      'instagram',
      'shazam',
      'itunes',
      'beatport',
      'traxsource',
      '1001tracklists',
      'radio',
      'siriusxm',
    ],
    showCounts: true,
    steps: [
      {
        title: 'Monitor',
        text: 'Add your artist or label profile. We watch every platform for every track of it.',
      },
      {
        title: 'Activity feed',
        text: 'New playlists, chart entries and milestones land in your feed, filtered by tier from Bassline to Top End.',
      },
      {
        title: 'Analytics',
        text: 'Open a track for its playlists, charts and audience maps on each platform.',
      },
      REPORTS_STEP,
    ],
  },
  links: {
    monitorsHeading: 'Where your smart links lead',
    monitorsIntro:
      'One link for every release, pointing fans to the service they use, with the visits and clicks of each.',
    sourceIds: [...STREAMING, 'youtube', 'soundcloud'],
    showCounts: false,
    highlights: [
      'Visits and clicks per service',
      'Click-through rate of every link',
      'Breakdowns by source, country, city and device',
    ],
    steps: [
      {
        title: 'Share',
        text: 'Create a smart link for a release and share it wherever your fans are.',
      },
      {
        title: 'Activity feed',
        text: 'Visits and clicks show up next to the playlists and charts of the release.',
      },
      {
        title: 'Analytics',
        text: 'Visits, clicks per service and click-through rate, by source, country, city and device.',
      },
      REPORTS_STEP,
    ],
  },
  presave: {
    monitorsHeading: 'Where your pre-saves deliver',
    monitorsIntro:
      'Fans pre-save your release once; on release day it lands in their library on the service they use.',
    sourceIds: STREAMING,
    showCounts: false,
    highlights: [
      'Delivered on release day',
      'Delivery state of every pre-save',
      'Visits and pre-saves by service, country and device',
    ],
    steps: [
      {
        title: 'Pre-save page',
        text: 'Create a pre-save page before release day and share it with your fans.',
      },
      {
        title: 'Activity feed',
        text: "Every pre-save with its state: Delivered, Queued, Pending Source or Couldn't Be Delivered.",
      },
      {
        title: 'Analytics',
        text: 'Visits, pre-saves and click-through rate by service, country and device.',
      },
      REPORTS_STEP,
    ],
  },
  radio: {
    monitorsHeading: 'What we monitor',
    monitorsIntro:
      'Terrestrial and digital radio stations, satellite TV and satellite radio, listened to for every track of your catalogue.',
    sourceIds: ['radio', 'siriusxm'],
    showCounts: false,
    highlights: [
      '50,000+ radio stations',
      'Satellite TV and satellite radio',
      'Spins by station and country',
    ],
    steps: [
      {
        title: 'Monitor',
        text: 'Add your artist or label profile. We recognise your tracks on every monitored station.',
      },
      {
        title: 'Activity feed',
        text: 'Each new spin appears in your feed with its station and country.',
      },
      {
        title: 'Analytics',
        text: 'Spins, stations and countries of every track, over time.',
      },
      REPORTS_STEP,
    ],
  },
  playlistcheck: {
    monitorsHeading: 'What we check',
    monitorsIntro:
      'Every Spotify playlist with its curator, its followers and how they grow, and where it ranks in its genre.',
    sourceIds: ['spotify'],
    showCounts: true,
    highlights: [
      'Editorial, algorithmic or listener playlist',
      'Followers and 28-day follower growth',
      'Global and genre ranks',
      'Curator contact info',
      // spec §9: the monthly quota of the cheapest plan, from the domain.
      `${PLAYLIST_CHECK_QUOTAS.artist.base} playlist checks a month from the Artist plan`,
    ],
    steps: [
      {
        title: 'Search',
        text: 'Search any Spotify playlist by its name or paste its link.',
      },
      {
        title: 'Check',
        text: 'Its type, followers, 28-day follower growth and how often it is updated.',
      },
      {
        title: 'Analytics',
        text: 'Its global and genre ranks, and how long tracks stay on it.',
      },
      {
        title: 'Contact',
        text: 'The contact info of the curator, to pitch your release to the right playlists.',
      },
    ],
  },
  social: {
    monitorsHeading: 'What we monitor',
    monitorsIntro:
      'Videos, reels and posts with their views, likes, comments and followers, checked every day for your creator profile.',
    sourceIds: ['youtube', 'tiktok', 'instagram', 'facebook', 'twitter', 'twitch'],
    showCounts: true,
    steps: [
      {
        title: 'Monitor',
        text: 'Add your creator profile. We follow each of your accounts on every platform.',
      },
      {
        title: 'Activity feed',
        text: 'New posts and follower and view milestones land in your feed.',
      },
      {
        title: 'Analytics',
        text: 'Views, likes, comments and audience countries of every post and account.',
      },
      SOCIAL_REPORTS_STEP,
    ],
  },
};

/**
 * A monitored source as the landing page shows it, with what this installation counts of it
 * ('1,204 playlists', issue 30): no count before the server answers, or for a source it counts
 * nothing of.
 */
export interface MonitoredSource {
  id: string;
  name: string;
  color: string;
  countText: string | null;
}

/** '1 playlist', '1,204 playlists'. */
export function countText(count: number, countType: string): string {
  const word = count === 1 && countType.endsWith('s') ? countType.slice(0, -1) : countType;
  return `${count.toLocaleString('en-US')} ${word}`;
}

export function monitoredSources(
  content: LandingContent,
  counts: MonitoredCountsResponse | null = null,
): MonitoredSource[] {
  const countOf = new Map(counts?.sources.map((entry) => [entry.sourceId, entry]));
  return content.sourceIds
    .map((id) => sourceById(id))
    .filter((source): source is SourceDefinition => source !== undefined)
    .map((source) => {
      const counted = content.showCounts ? countOf.get(source.id) : undefined;
      return {
        id: source.id,
        name: source.name,
        color: source.colors.primary,
        countText: counted ? countText(counted.count, counted.countType) : null,
      };
    });
}
