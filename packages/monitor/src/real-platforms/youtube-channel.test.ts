import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastRetries, startFixtureServer } from '../connectors/testing/fixture-server';
import { createYouTubeClient } from '../connectors/youtube/youtube-client';
import { type FixtureChannel, youtubeChannelsRoute } from './testing/youtube-channels';
import { channelInLinks, findYouTubeChannel, sameChannelName } from './youtube-channel';

// Decision 065: the artist's YouTube channel from their links, else search.list + channels.list
// by name, against a fixture server answering in the Data API v3's documented shapes.
const KEY = 'yt-key';
const OFFICIAL = {
  id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
  title: 'Lumen Vale',
  videos: 30,
  subscribers: 9_000,
};
const TOPIC = {
  id: 'UCtttttttttttttttttttttt',
  title: 'Lumen Vale - Topic',
  videos: 12,
  subscribers: 0,
};
const FANS = {
  id: 'UCffffffffffffffffffffff',
  title: 'Lumen Vale Fans',
  videos: 4,
  subscribers: 80,
};
const NAMESAKE = {
  id: 'UCnnnnnnnnnnnnnnnnnnnnnn',
  title: 'LUMEN VALE',
  videos: 3,
  subscribers: 40,
};
const EMPTY = { id: 'UCeeeeeeeeeeeeeeeeeeeeee', title: 'Lumen Vale', videos: 0, subscribers: 2 };

let channels: FixtureChannel[] = [];
let server: Awaited<ReturnType<typeof startFixtureServer>>;
const route = youtubeChannelsRoute(() => channels, KEY);
let client: ReturnType<typeof createYouTubeClient>;
const asked = (path: string) =>
  server.requests.filter((request) => request.url.pathname === `/youtube${path}`).length;

beforeAll(async () => {
  server = await startFixtureServer((request) =>
    route(request, request.url.pathname.replace(/^\/youtube/, '')),
  );
  client = createYouTubeClient({
    baseUrl: `${server.url}/youtube`,
    credentials: { apiKey: KEY },
    fetchOptions: fastRetries().options,
  });
});
afterAll(() => server?.close());

const find = (links: string[] = []) => findYouTubeChannel(client, { name: 'Lumen Vale', links });

describe("the artist's YouTube channel (decision 065)", () => {
  it('takes the one channel named as the artist, not its Topic or a fan channel', async () => {
    channels = [FANS, TOPIC, OFFICIAL];
    expect(await find()).toEqual({ channelId: OFFICIAL.id, title: 'Lumen Vale', rule: 'name' });
  });

  it('links none when two channels with videos carry the name', async () => {
    channels = [OFFICIAL, NAMESAKE, TOPIC];
    expect(await find()).toEqual({
      channelId: null,
      reason: '2 YouTube channels are named Lumen Vale: none linked',
    });
  });

  it("takes YouTube's Topic channel when no channel carries the name alone", async () => {
    channels = [FANS, TOPIC, EMPTY];
    expect(await find()).toEqual({
      channelId: TOPIC.id,
      title: 'Lumen Vale - Topic',
      rule: 'topic',
    });
  });

  it("takes the channel the artist's own links name without spending a search", async () => {
    channels = [OFFICIAL, NAMESAKE];
    const searches = asked('/search');
    expect(
      await find([
        'https://www.deezer.com/artist/1',
        `https://www.youtube.com/channel/${NAMESAKE.id}`,
      ]),
    ).toEqual({ channelId: NAMESAKE.id, title: 'LUMEN VALE', rule: 'link' });
    expect(asked('/search')).toBe(searches);
  });

  it('links nothing when no channel is named as the artist', async () => {
    channels = [FANS];
    expect(await find()).toEqual({
      channelId: null,
      reason: 'no YouTube channel is named Lumen Vale',
    });
  });

  it('compares names without case, accents or punctuation, and reads only channel links', () => {
    expect(sameChannelName('Lumen Valé!', 'lumen vale')).toBe(true);
    expect(sameChannelName('Lumen Vale Fans', 'Lumen Vale')).toBe(false);
    expect(sameChannelName('!!!', '???')).toBe(false);
    expect(
      channelInLinks([
        'https://www.youtube.com/@lumenvale',
        'not a link',
        `https://youtube.com/channel/${OFFICIAL.id}/`,
      ]),
    ).toBe(OFFICIAL.id);
    expect(channelInLinks(['https://www.youtube.com/watch?v=abc'])).toBeUndefined();
  });
});
