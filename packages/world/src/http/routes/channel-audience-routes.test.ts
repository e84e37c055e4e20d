import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNEL_AUDIENCE_PLATFORMS,
  channelAudience,
  channelFollowers,
  creatorFakeBursts,
} from '../../sim/creator-channel-audience';
import { creatorSideFollowers } from '../../sim/creator-side-posts';
import { hasTwitch, twitchFollowers } from '../../sim/creator-twitch';
import { createWorld } from '../../world';
import { startWorldServer, type WorldServer } from '../server';

// Decision 074: the audience of the creators' Twitch channels, X accounts and Facebook pages in
// each platform's shape, against the world's truth, and their planted fake-follower bursts.
const world = createWorld({ seed: 9, scale: 0.1, days: 70 });
const { state } = world;
let server: WorldServer;

beforeAll(async () => {
  server = await startWorldServer(world);
});
afterAll(() => server.close());

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.json() };
}

const creators = state.creators.map((_, index) => index);
// The streamer with the most followers (a small profile names few cities).
const streamer = creators
  .filter((creator) => hasTwitch(state, creator))
  .sort((a, b) => state.creators[b]!.followers - state.creators[a]!.followers)[0]!;
const quiet = creators.find((creator) => !hasTwitch(state, creator))!;
const idOf = (creator: number) => state.creators[creator]!.id;
const yesterday = state.calendar.dateOf(world.day - 1);

describe("the audience of creators' Twitch, X and Facebook profiles", () => {
  it('spreads each profile’s followers over places, ages and genders', () => {
    for (const platform of CHANNEL_AUDIENCE_PLATFORMS) {
      const audience = channelAudience(state, streamer, platform, world.day);
      expect(audience.total).toBe(channelFollowers(state, streamer, platform, world.day));
      expect(audience.total).toBeGreaterThan(0);
      expect(audience.countries.length).toBeGreaterThan(1);
      expect(audience.cities.length).toBeGreaterThan(5);
      expect(audience.ages).toHaveLength(6);
      const inGenders = audience.genders.reduce((sum, row) => sum + row.value, 0);
      expect(inGenders).toBeLessThanOrEqual(audience.total);
      expect(inGenders).toBeGreaterThan(audience.total * 0.98);
      // The creator's home country leads.
      expect(audience.countries[0]!.country_code).toBe(state.creators[streamer]!.countryCode);
    }
    // Each platform its own geography.
    const [twitch, twitter] = ['twitch', 'twitter'].map((p) =>
      channelAudience(state, streamer, p as 'twitch' | 'twitter', world.day).cities.map(
        (c) => c.city_name,
      ),
    );
    expect(twitch).not.toEqual(twitter);
  });

  it('plants fake-follower bursts on them too: a jump of followers on one day', () => {
    let bursts = 0;
    for (const creator of creators) {
      for (const platform of CHANNEL_AUDIENCE_PLATFORMS) {
        if (platform === 'twitch' && !hasTwitch(state, creator)) {
          expect(creatorFakeBursts(state, creator, platform, world.day)).toEqual([]);
          continue;
        }
        for (const burst of creatorFakeBursts(state, creator, platform, world.day)) {
          bursts++;
          const jump =
            channelFollowers(state, creator, platform, burst.day) -
            channelFollowers(state, creator, platform, burst.day - 1);
          expect(burst.followers).toBeGreaterThan(0);
          expect(jump).toBeGreaterThan(burst.followers * 0.9);
        }
      }
    }
    expect(bursts).toBeGreaterThan(3);
  });

  it("X's and Facebook's followers grow with their posts' views, not the own platform's", () => {
    for (const platform of ['twitter', 'facebook'] as const) {
      const now = creatorSideFollowers(state, streamer, platform, world.day);
      const before = creatorSideFollowers(state, streamer, platform, world.day - 30);
      expect(now).toBeGreaterThan(0);
      expect(now).not.toBe(before);
    }
  });

  it('Facebook: Page Insights page_follows_country, page_follows_city, page_follows_gender_age', async () => {
    const id = idOf(streamer);
    const { status, body } = await get(
      `/facebook/v19.0/${id}/insights?metric=page_follows_country,page_follows_city,page_follows_gender_age&period=lifetime&date=${yesterday}`,
    );
    expect(status).toBe(200);
    const truth = channelAudience(state, streamer, 'facebook', world.day - 1);
    const [country, city, genderAge] = body.data;
    expect(country.name).toBe('page_follows_country');
    expect(country.period).toBe('lifetime');
    expect(country.id).toBe(`${id}/insights/page_follows_country/lifetime`);
    expect(country.values[0].value).toEqual(
      Object.fromEntries(truth.countries.map((row) => [row.country_code, row.value])),
    );
    const firstCity = truth.cities[0]!;
    expect(city.values[0].value[`${firstCity.city_name}, ${firstCity.country_code}`]).toBe(
      firstCity.value,
    );
    const keys = Object.keys(genderAge.values[0].value);
    expect(keys).toContain('F.18-24');
    expect(keys).toContain('M.55+');
    const women = keys
      .filter((key) => key.startsWith('F.'))
      .reduce((sum, key) => sum + genderAge.values[0].value[key], 0);
    const female = truth.genders.find((row) => row.gender === 'female')!.value;
    expect(women).toBeLessThanOrEqual(female);
    expect(women).toBeGreaterThan(female - 10);
    // Only the page's metrics, for the lifetime.
    expect(
      (await get(`/facebook/v19.0/${id}/insights?metric=page_fans_country&period=lifetime`)).status,
    ).toBe(400);
    expect(
      (await get(`/facebook/v19.0/${id}/insights?metric=page_follows_city&period=day`)).status,
    ).toBe(400);
    expect((await get('/facebook/v19.0/nobody/insights?metric=page_follows_city')).status).toBe(
      404,
    );
  });

  it("X: the Ads API's audience insights of the followers, as percentages", async () => {
    const { status, body } = await get(
      `/ads/12/insights/accounts/${idOf(streamer)}?audience_type=FOLLOWERS&date=${yesterday}`,
    );
    expect(status).toBe(200);
    const truth = channelAudience(state, streamer, 'twitter', world.day - 1);
    // Shares of the followers X API v2's public_metrics count.
    expect(truth.total).toBe(creatorSideFollowers(state, streamer, 'twitter', world.day - 1));
    const home = body.data.country.results[0];
    expect(home.value).toBe(truth.countries[0]!.country_code);
    expect(home.percentage).toBeCloseTo((truth.countries[0]!.value / truth.total) * 100, 2);
    expect(body.data.age.results.map((r: { value: string }) => r.value)).toEqual([
      '13-17',
      '18-24',
      '25-34',
      '35-44',
      '45-54',
      '55+',
    ]);
    const genders = body.data.gender.results.reduce(
      (sum: number, r: { percentage: number }) => sum + r.percentage,
      0,
    );
    expect(genders).toBeGreaterThan(98);
    expect(genders).toBeLessThanOrEqual(100.02);
    expect(body.data.city.results[0].value).toMatch(/, [A-Z]{2}$/);
    expect((await get(`/ads/12/insights/accounts/${idOf(streamer)}`)).status).toBe(400);
  });

  it("Twitch: the channel's connected-account analytics, none without a channel", async () => {
    const { status, body } = await get(
      `/helix/analytics/audience?broadcaster_id=${idOf(streamer)}&date=${yesterday}`,
    );
    expect(status).toBe(200);
    const [report] = body.data;
    expect(report.followers_total).toBe(twitchFollowers(state, streamer, world.day - 1));
    const truth = channelAudience(state, streamer, 'twitch', world.day - 1);
    expect(report.countries[0]).toEqual({
      country_code: truth.countries[0]!.country_code,
      followers: truth.countries[0]!.value,
    });
    expect(report.ages).toHaveLength(6);
    expect(report.genders.map((g: { gender: string }) => g.gender)).toEqual([
      'female',
      'male',
      'other',
    ]);
    expect((await get(`/helix/analytics/audience?broadcaster_id=${idOf(quiet)}`)).body).toEqual({
      data: [],
    });
    expect((await get('/helix/analytics/audience')).status).toBe(400);
  });
});
