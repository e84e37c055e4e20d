import { describe, expect, it } from 'vitest';
import { audienceRows } from './audience-rows';

describe('audience rows from a Spotify audience answer', () => {
  it('keeps listeners per known city and per country', () => {
    const rows = audienceRows(
      5,
      {
        artist_id: 'a',
        date: '2026-01-06',
        monthly_listeners: 16_568,
        cities: [
          { city_name: 'London', country_code: 'GB', current_listeners: 313 },
          { city_name: 'Atlantis', country_code: 'GB', current_listeners: 9 },
        ],
        countries: [{ country_code: 'GB', listeners: 2_410 }],
      },
      new Map([['London|GB', 42]]),
    );
    expect(rows).toEqual([
      { account_id: 5, scope: 'city', place: '42', metric: 'current_listeners', value: 313 },
      { account_id: 5, scope: 'country', place: 'GB', metric: 'listeners', value: 2_410 },
    ]);
  });
});
