import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_PLATFORMS } from '../../sim/platform-audience';
import { createWorld } from '../../world';
import { startWorldServer, type WorldServer } from '../server';

const world = createWorld({ seed: 31, scale: 0.02, days: 10 });
let server: WorldServer;

beforeAll(async () => {
  server = await startWorldServer(world);
});
afterAll(() => server.close());

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.json() };
}

type Report = {
  metric: string;
  total: number;
  cities: { city_name: string; country_code: string; value: number }[];
  countries: { country_code: string; value: number }[];
};

describe('platform audience reports', () => {
  const artist = world.state.artists[0]!.id;

  it.each(Object.keys(AUDIENCE_PLATFORMS))(
    '%s reports top cities and countries',
    async (source) => {
      const { status, body } = await get(`/audience/${source}/artists/${artist}`);
      expect(status).toBe(200);
      const report = body as Report;
      expect(report.metric).toBe(
        AUDIENCE_PLATFORMS[source as keyof typeof AUDIENCE_PLATFORMS].metric,
      );
      expect(report.cities.length).toBeGreaterThan(5);
      expect(report.countries.length).toBeGreaterThan(1);
      const values = report.cities.map((city) => city.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      // Named cities hold about half of the audience, countries all of it at most.
      const inCities = values.reduce((sum, value) => sum + value, 0);
      expect(inCities).toBeLessThanOrEqual(report.total * 0.5);
      const inCountries = report.countries.reduce((sum, country) => sum + country.value, 0);
      expect(inCountries).toBeLessThanOrEqual(report.total);
    },
  );

  it('gives each platform its own geography and moves from day to day', async () => {
    const youtube = (await get(`/audience/youtube/artists/${artist}`)).body as Report;
    const tiktok = (await get(`/audience/tiktok/artists/${artist}`)).body as Report;
    expect(youtube.cities.map((c) => c.city_name)).not.toEqual(
      tiktok.cities.map((c) => c.city_name),
    );
    const earlier = (
      await get(
        `/audience/youtube/artists/${artist}?date=${world.state.calendar.dateOf(world.day - 7)}`,
      )
    ).body as Report;
    expect(earlier.cities).not.toEqual(youtube.cities);
  });

  it('is the same answer for the same day (deterministic)', async () => {
    const first = await get(`/audience/shazam/artists/${artist}`);
    const second = await get(`/audience/shazam/artists/${artist}`);
    expect(second.body).toEqual(first.body);
  });

  it('refuses unknown platforms, artists and bad dates', async () => {
    expect((await get(`/audience/myspace/artists/${artist}`)).status).toBe(404);
    expect((await get('/audience/youtube/artists/nobody')).status).toBe(404);
    expect((await get(`/audience/youtube/artists/${artist}?date=yesterday`)).status).toBe(400);
  });
});
