// spec §3, §9: the sources catalogue. Counts are the §9 "Source counts shown" figures, mapped
// onto the source kinds of §3 (streaming playlists = Spotify, second to fifth streaming services
// = Apple Music, Tidal, Deezer, Amazon; videos = YouTube; short reels = Instagram; short-video
// platform = TikTok; recognition = Shazam; tracklist site = 1001tracklists; store sites =
// Beatport and Traxsource; store service = iTunes; cloud audio site = SoundCloud).
import type { SourceDefinition, SourceTag, SourceTags } from './entities/source';
import { noPlatformDataText, TEXTS } from './texts';
import { VARIANTS } from './variants';

interface SourceInput {
  id: string;
  name: string;
  urlName?: string;
  colors: [primary: string, secondary: string];
  count?: [count: number, countType: string];
  tags: readonly SourceTag[];
  analyticsTabs: readonly string[];
}

const MUSIC = ['isSource', 'feed', 'analytics', 'showMobileWeb'] as const;
const SOCIAL = [...MUSIC, 'creator', 'withLinks'] as const;

function source(input: SourceInput): SourceDefinition {
  const tags: SourceTags = Object.fromEntries(input.tags.map((tag) => [tag, true]));
  const isPseudo = !tags.isSource;
  return {
    id: input.id,
    name: input.name,
    urlName: input.urlName ?? input.id,
    icon: `/images/sources/${input.id}.svg`,
    colors: { primary: input.colors[0], secondary: input.colors[1] },
    count: input.count?.[0] ?? null,
    countType: input.count?.[1] ?? null,
    tags,
    analyticsTabs: input.analyticsTabs,
    // spec §2: playlist sources say they see no playlists; others name the platform.
    noDataMessage: isPseudo
      ? null
      : tags.playlist
        ? TEXTS.emptyState.noPlaylists
        : noPlatformDataText(input.name),
  };
}

const STREAMING_TABS = ['Overview', 'Playlists', 'Charts'] as const;

export const SOURCES: readonly SourceDefinition[] = [
  source({
    id: 'overview',
    name: 'Overview',
    colors: ['#1F2937', '#9CA3AF'],
    tags: ['feed', 'analytics', 'audience', 'showMobileWeb'],
    analyticsTabs: ['Overview'],
  }),
  source({
    id: 'favorites',
    name: 'Favorite Sources',
    urlName: 'favorite-sources',
    colors: ['#F59E0B', '#FDE68A'],
    tags: ['feed'],
    analyticsTabs: [],
  }),
  source({
    id: 'spotify',
    name: 'Spotify',
    colors: ['#1DB954', '#191414'],
    count: [63_680_412, 'playlists'],
    tags: [...MUSIC, 'isPromoted', 'audience', 'withLinks', 'playlist', 'label'],
    analyticsTabs: [...STREAMING_TABS, 'Audience', 'Live Data'],
  }),
  source({
    id: 'apple_music',
    name: 'Apple Music',
    urlName: 'apple-music',
    colors: ['#FA243C', '#FFFFFF'],
    count: [42_457, 'playlists'],
    tags: [...MUSIC, 'isPromoted', 'audience', 'withLinks', 'playlist', 'label'],
    analyticsTabs: [...STREAMING_TABS, 'Audience'],
  }),
  source({
    id: 'tidal',
    name: 'Tidal',
    colors: ['#000000', '#33FFEE'],
    count: [3_137, 'playlists'],
    tags: [...MUSIC, 'withLinks', 'playlist'],
    analyticsTabs: STREAMING_TABS,
  }),
  source({
    id: 'deezer',
    name: 'Deezer',
    colors: ['#A238FF', '#FF0092'],
    count: [8_902_991, 'playlists'],
    tags: [...MUSIC, 'withLinks', 'playlist', 'label'],
    analyticsTabs: STREAMING_TABS,
  }),
  source({
    id: 'amazon',
    name: 'Amazon Music',
    urlName: 'amazon-music',
    colors: ['#00A8E1', '#232F3E'],
    count: [22_812, 'playlists'],
    tags: [...MUSIC, 'withLinks', 'playlist'],
    analyticsTabs: STREAMING_TABS,
  }),
  source({
    id: 'youtube',
    name: 'YouTube',
    colors: ['#FF0000', '#282828'],
    count: [1_405_941, 'videos'],
    tags: [...SOCIAL, 'isPromoted', 'audience', 'label'],
    analyticsTabs: ['Overview', 'Videos', 'Shorts', 'Charts', 'Audience'],
  }),
  source({
    id: 'tiktok',
    name: 'TikTok',
    colors: ['#000000', '#25F4EE'],
    count: [6_546_336, 'videos'],
    tags: [...SOCIAL, 'isPromoted', 'audience'],
    analyticsTabs: ['Overview', 'Videos', 'Creators', 'Audience'],
  }),
  source({
    id: 'instagram',
    name: 'Instagram',
    colors: ['#E1306C', '#F77737'],
    count: [4_336_336, 'reels'],
    tags: [...SOCIAL, 'audience'],
    analyticsTabs: ['Overview', 'Reels', 'Audience'],
  }),
  source({
    id: 'facebook',
    name: 'Facebook',
    colors: ['#1877F2', '#FFFFFF'],
    tags: SOCIAL,
    analyticsTabs: ['Overview'],
  }),
  source({
    id: 'twitter',
    name: 'Twitter',
    colors: ['#1DA1F2', '#14171A'],
    tags: SOCIAL,
    analyticsTabs: ['Overview'],
  }),
  // Issue 25: creators who stream; a creator's source only (no artist or track has Twitch data).
  source({
    id: 'twitch',
    name: 'Twitch',
    colors: ['#9146FF', '#FFFFFF'],
    tags: SOCIAL,
    analyticsTabs: ['Overview'],
  }),
  source({
    id: 'radio',
    name: 'Radio',
    colors: ['#FF8A00', '#FFD29E'],
    tags: [...MUSIC, 'audience', 'label'],
    analyticsTabs: ['Overview', 'Spins', 'Stations', 'Countries'],
  }),
  source({
    id: 'siriusxm',
    name: 'SiriusXM',
    colors: ['#0000EB', '#FFFFFF'],
    tags: [...MUSIC, 'label'],
    analyticsTabs: ['Overview', 'Spins'],
  }),
  source({
    id: 'shazam',
    name: 'Shazam',
    colors: ['#0088FF', '#FFFFFF'],
    count: [255_506, 'charts'],
    tags: [...MUSIC, 'audience', 'withLinks'],
    analyticsTabs: ['Overview', 'Charts', 'Audience'],
  }),
  source({
    id: '1001tracklists',
    name: '1001Tracklists',
    colors: ['#00395A', '#7CC4EA'],
    count: [236_415, 'tracklists'],
    tags: [...MUSIC, 'withLinks', 'label'],
    analyticsTabs: ['Overview', 'Tracklists', 'DJ Support'],
  }),
  source({
    id: 'beatport',
    name: 'Beatport',
    colors: ['#01FF95', '#262626'],
    count: [726_176, 'charts'],
    tags: [...MUSIC, 'withLinks', 'label'],
    analyticsTabs: ['Overview', 'DJ Charts', 'Charts'],
  }),
  source({
    id: 'traxsource',
    name: 'Traxsource',
    colors: ['#40A0FF', '#1E1E1E'],
    count: [83_198, 'charts'],
    tags: [...MUSIC, 'withLinks', 'label'],
    analyticsTabs: ['Overview', 'DJ Charts', 'Charts'],
  }),
  source({
    id: 'itunes',
    name: 'iTunes',
    colors: ['#FB5BC5', '#FFFFFF'],
    count: [3_506_267, 'charts'],
    tags: [...MUSIC, 'withLinks'],
    analyticsTabs: ['Overview', 'Charts'],
  }),
  source({
    id: 'soundcloud',
    name: 'SoundCloud',
    colors: ['#FF5500', '#FF8800'],
    count: [72_516_631, 'tracks'],
    tags: [...MUSIC, 'withLinks', 'playlist'],
    analyticsTabs: ['Overview', 'Reposts', 'Playlists'],
  }),
  source({
    id: 'songkick',
    name: 'Songkick',
    colors: ['#F80046', '#FFFFFF'],
    tags: [...MUSIC, 'withLinks'],
    analyticsTabs: ['Overview', 'Concerts'],
  }),
  source({
    id: 'bandsintown',
    name: 'Bandsintown',
    colors: ['#00CEC8', '#FFFFFF'],
    tags: [...MUSIC, 'withLinks'],
    analyticsTabs: ['Overview', 'Events'],
  }),
  source({
    id: 'musicbrainz',
    name: 'MusicBrainz',
    colors: ['#BA478F', '#EB743B'],
    tags: [...MUSIC, 'withLinks', 'isBeta'],
    analyticsTabs: ['Overview'],
  }),
  source({
    id: 'songshare',
    name: VARIANTS.links.name,
    colors: ['#6D28D9', '#C4B5FD'],
    tags: ['isSource', 'analytics'],
    analyticsTabs: ['Overview', 'Visits', 'Clicks'],
  }),
  source({
    id: 'presave',
    name: VARIANTS.presave.name,
    colors: ['#DB2777', '#FBCFE8'],
    tags: ['isSource', 'analytics'],
    analyticsTabs: ['Overview', 'Pre-Saves'],
  }),
];

const SOURCES_BY_ID: ReadonlyMap<string, SourceDefinition> = new Map(
  SOURCES.map((entry) => [entry.id, entry]),
);

export function sourceById(id: string): SourceDefinition | undefined {
  return SOURCES_BY_ID.get(id);
}

/** spec §2: /platforms/{platform url name or id}. */
export function findSourceByUrlNameOrId(value: string): SourceDefinition | undefined {
  const key = value.toLowerCase();
  return SOURCES_BY_ID.get(key) ?? SOURCES.find((entry) => entry.urlName === key);
}

export function sourcesWithTag(tag: SourceTag): SourceDefinition[] {
  return SOURCES.filter((entry) => entry.tags[tag]);
}

/** spec §4, §6: radio monitoring sources, locked without radio access. */
export const RADIO_SOURCE_IDS: readonly string[] = ['radio', 'siriusxm'];

/** The id that cannot itself be a favorite source: the favorites pseudo-source. */
export const EXCLUDED_FAVORITE_SOURCE_ID = 'favorites';

/** spec §9: favorite sources exclude an excluded id and unknown ones (order and duplicates kept out). */
export function filterFavoriteSources(
  ids: readonly string[],
  excludedId: string = EXCLUDED_FAVORITE_SOURCE_ID,
): string[] {
  return [...new Set(ids)].filter((id) => id !== excludedId && SOURCES_BY_ID.has(id));
}

/** Sources only creators have (issue 25): music pages (artists, labels, tracks) leave them out. */
export const CREATOR_ONLY_SOURCE_IDS: readonly string[] = ['twitch'];
