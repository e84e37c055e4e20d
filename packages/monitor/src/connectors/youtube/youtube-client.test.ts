import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FetchFailedError } from '../../http/fetch-json';
import {
  type FixtureServer,
  fastRetries,
  loadFixture,
  type RecordedRequest,
  startFixtureServer,
} from '../testing/fixture-server';
import { createYouTubeClient } from './youtube-client';

const API_KEY = 'AIzaSyD-test-key_0123456789abcdefghij';

interface RecordedVideos {
  items: { id: string }[];
}

function youtubeRoute(request: RecordedRequest) {
  if (request.url.searchParams.get('key') !== API_KEY) {
    return { status: 400, body: loadFixture('youtube', 'error-key-invalid') };
  }
  if (request.url.pathname === '/youtube/v3/videos') {
    const ids = request.url.searchParams.get('id')?.split(',') ?? [];
    const recorded = loadFixture('youtube', 'videos-list') as RecordedVideos;
    return {
      body: { ...recorded, items: recorded.items.filter((video) => ids.includes(video.id)) },
    };
  }
  if (request.url.pathname === '/youtube/v3/search') {
    return { body: loadFixture('youtube', 'search-list') };
  }
  return { status: 404, body: { error: { code: 404, message: 'Not Found', errors: [] } } };
}

let server: FixtureServer;
beforeEach(async () => {
  server = await startFixtureServer(youtubeRoute);
});
afterEach(() => server.close());

function client(apiKey = API_KEY) {
  const retries = fastRetries();
  return {
    youtube: createYouTubeClient({
      baseUrl: `${server.url}/youtube/v3`,
      credentials: { apiKey },
      fetchOptions: retries.options,
    }),
    waits: retries.waits,
  };
}

const quotaExceeded = {
  kind: 'error-body',
  status: 403,
  body: loadFixture('youtube', 'error-quota-exceeded'),
} as const;

describe('YouTube video counters', () => {
  it('reads views, likes and comments and leaves out hidden counts and deleted videos', async () => {
    const counters = await client().youtube.videoCounters([
      '4NRXx6U8ABQ',
      'eVli-tstM5E',
      'deletedVid1',
    ]);
    expect(counters).toEqual([
      {
        trackId: '4NRXx6U8ABQ',
        metrics: {
          video_views_total: 812334563,
          video_likes_total: 6120331,
          video_comments_total: 201443,
        },
      },
      {
        trackId: 'eVli-tstM5E',
        metrics: { video_views_total: 331902114, video_likes_total: 3011776 },
      },
    ]);
    const request = server.requests[0];
    expect(request?.url.searchParams.get('part')).toBe('statistics,snippet');
  });

  it('asks for at most 50 videos per request', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => `video${String(index).padStart(6, '0')}`);
    await client().youtube.videoCounters(ids);
    expect(server.requests.map((r) => r.url.searchParams.get('id')?.split(',').length)).toEqual([
      50, 50, 1,
    ]);
  });

  it('backs off on quotaExceeded and succeeds once the quota is back', async () => {
    server.failNext(2, quotaExceeded);
    const { youtube, waits } = client();
    const counters = await youtube.videoCounters(['4NRXx6U8ABQ']);
    expect(counters).toHaveLength(1);
    expect(waits).toHaveLength(2);
  });

  it('retries a truncated answer', async () => {
    server.failNext(1, { kind: 'truncated' });
    expect(await client().youtube.videoCounters(['eVli-tstM5E'])).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it('ends in FetchFailedError without the API key in its message when the quota stays spent', async () => {
    server.failNext(10, quotaExceeded);
    const failure = await client()
      .youtube.videoCounters(['4NRXx6U8ABQ'])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FetchFailedError);
    expect((failure as FetchFailedError).status).toBe(429);
    expect((failure as FetchFailedError).message).not.toContain(API_KEY);
    expect((failure as FetchFailedError).url).not.toContain(API_KEY);
  });

  it('reports an invalid key at once, without retrying', async () => {
    const failure = client('AIzaSyWrong').youtube.videoCounters(['4NRXx6U8ABQ']);
    await expect(failure).rejects.toMatchObject({ name: 'FetchFailedError', status: 400 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('YouTube search', () => {
  it('returns the matching videos of the first page', async () => {
    const results = await client().youtube.searchVideos('The Weeknd Blinding Lights', 2);
    expect(results.map((result) => result.videoId)).toEqual(['4NRXx6U8ABQ', 'fHI8X4OXluQ']);
    expect(results[0]).toEqual({
      videoId: '4NRXx6U8ABQ',
      title: 'The Weeknd - Blinding Lights (Official Audio)',
      channelId: 'UC0WP5P-ufpRfjbNrmOWwLBQ',
      channelTitle: 'TheWeekndVEVO',
      publishedAt: '2020-01-21T17:00:10Z',
    });
    const query = server.requests[0]?.url.searchParams;
    expect(query?.get('q')).toBe('The Weeknd Blinding Lights');
    expect(query?.get('type')).toBe('video');
  });
});
