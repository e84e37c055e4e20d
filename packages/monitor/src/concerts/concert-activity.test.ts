import { describe, expect, it } from 'vitest';
import { concertActivity } from './concert-activity';

const concert = {
  id: '0LfCM3WgZf90pHbmN08dya',
  artist_id: 'a1',
  artist_name: 'Golden Signal',
  venue: 'Odesa Warehouse',
  city_id: 'odesa-ua',
  city_name: 'Odesa',
  country_code: 'UA',
  date: '2026-02-28',
  announced_on: '2026-01-04',
};

describe('a concert announcement', () => {
  it('is an account activity keyed by the concert, worded with venue, city and date', () => {
    expect(concertActivity(concert, 7, '2026-01-04')).toMatchObject({
      key: 'songkick:concert_announced:0LfCM3WgZf90pHbmN08dya:2026-01-04',
      track_id: null,
      account_id: 7,
      activity_text: 'Announced a concert at Odesa Warehouse, Odesa (Ukraine) on 2026-02-28',
    });
  });

  it('takes its tier from the concert country (spec §9 markets)', () => {
    expect(concertActivity(concert, 7, '2026-01-04')).toMatchObject({ tier: 4 });
    expect(concertActivity({ ...concert, country_code: 'JP' }, 7, '2026-01-04')).toMatchObject({
      tier: 3,
    });
    expect(concertActivity({ ...concert, country_code: 'GB' }, 7, '2026-01-04')).toMatchObject({
      tier: 1,
      is_highlight: true,
    });
  });
});
