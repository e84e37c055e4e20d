import type { FixtureReply, RecordedRequest } from '../../connectors/testing/fixture-server';

// Documented shapes, not recordings: YouTube Data API v3 search.list (type=channel) and
// channels.list (part=snippet,statistics), developers.google.com/youtube/v3/docs/search/list and
// /channels/list. Counts are decimal strings, as YouTube sends them.

export interface FixtureChannel {
  id: string;
  title: string;
  videos: number;
  subscribers: number;
}

/** Answers search.list and channels.list over `channels`, found by words of their titles. */
export function youtubeChannelsRoute(channels: () => readonly FixtureChannel[], apiKey: string) {
  return (request: RecordedRequest, path: string): FixtureReply => {
    if (request.url.searchParams.get('key') !== apiKey) {
      return {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            errors: [{ reason: 'badRequest', domain: 'usageLimits' }],
          },
        },
      };
    }
    if (path === '/search' && request.url.searchParams.get('type') === 'channel') {
      const words = (request.url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/);
      const limit = Number(request.url.searchParams.get('maxResults') ?? 5);
      const found = channels()
        .filter((channel) => words.every((word) => channel.title.toLowerCase().includes(word)))
        .slice(0, limit);
      return {
        body: {
          kind: 'youtube#searchListResponse',
          etag: 'fixture',
          regionCode: 'PT',
          pageInfo: { totalResults: found.length, resultsPerPage: limit },
          items: found.map((channel) => ({
            kind: 'youtube#searchResult',
            etag: 'fixture',
            id: { kind: 'youtube#channel', channelId: channel.id },
            snippet: {
              publishedAt: '2019-03-01T10:00:00Z',
              channelId: channel.id,
              title: channel.title,
              description: '',
              channelTitle: channel.title,
              liveBroadcastContent: 'none',
            },
          })),
        },
      };
    }
    if (path === '/channels') {
      const ids = (request.url.searchParams.get('id') ?? '').split(',');
      const found = channels().filter((channel) => ids.includes(channel.id));
      return {
        body: {
          kind: 'youtube#channelListResponse',
          etag: 'fixture',
          pageInfo: { totalResults: found.length, resultsPerPage: found.length },
          // channels.list leaves `items` out when no id is known.
          ...(found.length > 0
            ? {
                items: found.map((channel) => ({
                  kind: 'youtube#channel',
                  etag: 'fixture',
                  id: channel.id,
                  snippet: {
                    title: channel.title,
                    description: '',
                    publishedAt: '2019-03-01T10:00:00Z',
                  },
                  statistics: {
                    viewCount: String(channel.videos * 12_000),
                    subscriberCount: String(channel.subscribers),
                    hiddenSubscriberCount: false,
                    videoCount: String(channel.videos),
                  },
                })),
              }
            : {}),
        },
      };
    }
    return { status: 404, body: { error: { code: 404, message: 'Not Found', errors: [] } } };
  };
}
