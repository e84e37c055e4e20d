import { type ActivityRow, activityKey, tierFields } from '../activities/activity-row';
import type { Concert } from '../world/world-schemas';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "Announced a concert at Odesa Warehouse, Odesa (Ukraine) on 2026-02-28". */
export function concertActivityText(concert: Concert): string {
  const country = countryNames.of(concert.country_code) ?? concert.country_code;
  return `Announced a concert at ${concert.venue}, ${concert.city_name} (${country}) on ${concert.date}`;
}

/**
 * An announced concert is an account activity (no track). The concert's country is its market
 * (spec §9); the key is the platform's concert id, announced once.
 */
export function concertActivity(concert: Concert, accountId: number, date: string): ActivityRow {
  return {
    key: activityKey('songkick', 'concert_announced', concert.id, date),
    source: 'songkick',
    activity_type: 'concert_announced',
    activity_date: date,
    track_id: null,
    account_id: accountId,
    ...tierFields({ countryCode: concert.country_code }),
    is_milestone: false,
    activity_text: concertActivityText(concert),
    activity_url: null,
    value: null,
    details: {
      concertId: concert.id,
      venue: concert.venue,
      cityId: concert.city_id,
      cityName: concert.city_name,
      countryCode: concert.country_code,
      eventDate: concert.date,
    },
  };
}
