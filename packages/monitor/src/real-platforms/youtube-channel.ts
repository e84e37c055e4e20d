import type { YouTubeChannel } from '../connectors/youtube/youtube-client';

/** What discovery needs of the YouTube client (guarded by the shared budget in setups). */
export interface YouTubeChannelClient {
  searchChannels(query: string, maxResults?: number): Promise<string[]>;
  channels(channelIds: readonly string[]): Promise<YouTubeChannel[]>;
}

/** The channel found, and by which rule; or none, and why (for the log). */
export type ChannelMatch =
  | { channelId: string; title: string; rule: 'link' | 'name' | 'topic' }
  | { channelId: null; reason: string };

/** YouTube's auto-generated artist channels are named "<artist> - Topic". */
const TOPIC_SUFFIX = ' - Topic';

/** Names compared without case, accents, punctuation or spacing: "Nova Reyes" = "NOVA REYES!". */
export function sameChannelName(a: string, b: string): boolean {
  const plain = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '');
  return plain(a) !== '' && plain(a) === plain(b);
}

/** The channel id of a youtube.com/channel/UC… link among the artist's links, if any. */
export function channelInLinks(links: readonly string[]): string | undefined {
  for (const link of links) {
    try {
      const url = new URL(link);
      if (!/(^|\.)youtube\.com$/.test(url.hostname)) continue;
      const match = url.pathname.match(/^\/channel\/(UC[\w-]{22})\/?$/);
      if (match) return match[1];
    } catch {}
  }
  return undefined;
}

/**
 * The artist's YouTube channel (decision 065), in order of confidence:
 * 1. `link`: a youtube.com/channel/UC… link among the artist's own links (MusicBrainz's
 *    relations); no search is spent (a search costs 100 of the 10,000 daily quota units).
 * 2. `name`: search.list (type=channel, the artist's name, 5 results), then channels.list on
 *    them: exactly one channel whose title is the artist's name (case, accents and punctuation
 *    aside) and that has videos. Two or more such channels are namesakes: none is linked.
 * 3. `topic`: else exactly one "<name> - Topic" channel, the one YouTube generates for an
 *    artist's distributed music.
 * Anything else links nothing.
 */
export async function findYouTubeChannel(
  client: YouTubeChannelClient,
  artist: { name: string; links: readonly string[] },
): Promise<ChannelMatch> {
  const linked = channelInLinks(artist.links);
  if (linked) {
    const [channel] = await client.channels([linked]);
    if (channel) return { channelId: channel.id, title: channel.title, rule: 'link' };
  }
  const ids = await client.searchChannels(artist.name, 5);
  const channels = await client.channels(ids);
  const named = channels.filter(
    (channel) => sameChannelName(channel.title, artist.name) && (channel.videos ?? 1) > 0,
  );
  if (named.length === 1) {
    return { channelId: named[0]!.id, title: named[0]!.title, rule: 'name' };
  }
  if (named.length > 1) {
    return {
      channelId: null,
      reason: `${named.length} YouTube channels are named ${artist.name}: none linked`,
    };
  }
  const topics = channels.filter(
    (channel) =>
      channel.title.endsWith(TOPIC_SUFFIX) &&
      sameChannelName(channel.title.slice(0, -TOPIC_SUFFIX.length), artist.name),
  );
  if (topics.length === 1) {
    return { channelId: topics[0]!.id, title: topics[0]!.title, rule: 'topic' };
  }
  return { channelId: null, reason: `no YouTube channel is named ${artist.name}` };
}
