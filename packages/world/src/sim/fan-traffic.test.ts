import { describe, expect, it } from 'vitest';
import type { RouteContext } from '../http/context';
import { fansRoute } from '../http/routes/fan-routes';
import { fanGroundTruth, fansBetween, fansOfDay, MAX_FAN_WINDOW_MS } from './fan-traffic';

// Issue 23: the demo world's fans of a link: repeatable, a few dozen a day, some of them bots.
const DAY_MS = 86_400_000;
const day = Math.floor(Date.parse('2026-11-26T00:00:00Z') / DAY_MS);

function route(query: Record<string, string>, until = '2026-11-26T12:00:00Z') {
  return fansRoute({
    world: { seed: 7, publishedUntil: until },
    query: new URLSearchParams(query),
    params: [],
  } as unknown as RouteContext) as { until: string; fans: { at: string }[] };
}

describe('fan traffic', () => {
  it('gives a few dozen fans a day, in order, from several countries, about one in seven a bot', () => {
    let fans = 0;
    let bots = 0;
    const countries = new Set<string>();
    for (let d = day; d < day + 28; d++) {
      const ofDay = fansOfDay(7, 'night-drive', d);
      expect(ofDay.length).toBeGreaterThanOrEqual(24);
      expect(ofDay.length).toBeLessThanOrEqual(62);
      expect(ofDay.map((fan) => fan.at)).toEqual(ofDay.map((fan) => fan.at).sort());
      for (const fan of ofDay) {
        expect(Math.floor(Date.parse(fan.at) / DAY_MS)).toBe(d);
        countries.add(fan.country);
        if (!fan.bot) expect(fan.acceptLanguage).toBeTruthy();
      }
      fans += ofDay.length;
      bots += ofDay.filter((fan) => fan.bot).length;
    }
    expect(bots / fans).toBeGreaterThan(0.1);
    expect(bots / fans).toBeLessThan(0.2);
    expect(countries.size).toBe(6);
    // Another link has other fans.
    expect(fansOfDay(7, 'other-link', day)).not.toEqual(fansOfDay(7, 'night-drive', day));
  });

  it('counts visitors once however often they reload, and no bot', () => {
    const fans = fansBetween(7, 'night-drive', day * DAY_MS, (day + 3) * DAY_MS);
    const truth = fanGroundTruth(fans);
    const people = fans.filter((fan) => !fan.bot);
    expect(truth.visitors).toBe(people.length);
    expect(people.some((fan) => fan.views === 2)).toBe(true);
    expect(truth.clicks).toBe(people.reduce((sum, fan) => sum + fan.clicks.length, 0));
    expect(truth.bots).toBe(fans.length - people.length);
  });

  it('answers the fans since `after` up to the world instant, at most two days of them', () => {
    expect(route({ link: 'night-drive' })).toEqual({
      link: 'night-drive',
      until: '2026-11-26T12:00:00Z',
      fans: [],
    });
    const morning = route({ link: 'night-drive', after: '2026-11-26T00:00:00Z' }).fans;
    expect(morning.length).toBeGreaterThan(0);
    expect(
      morning.every((fan) => fan.at > '2026-11-26T00:00:00' && fan.at <= '2026-11-26T12'),
    ).toBe(true);
    const long = route({ link: 'night-drive', after: '2026-01-01T00:00:00Z' }).fans;
    expect(Date.parse(long[0]!.at)).toBeGreaterThan(
      Date.parse('2026-11-26T12:00:00Z') - MAX_FAN_WINDOW_MS,
    );
    expect(() => route({ link: 'Not a slug!' })).toThrow('link must be a slug');
    expect(() => route({ link: 'night-drive', after: 'yesterday' })).toThrow(
      'after must be an ISO instant',
    );
  });
});
