import type { SpotifyAudience } from '../world/world-schemas';

/** A row of the `audience` table: per (account, source, city or country, metric, day). */
export interface AudienceRow {
  account_id: number;
  scope: 'city' | 'country';
  /** Our city id, or a country code. */
  place: string;
  metric: string;
  value: number;
}

/**
 * field notes "Audience": Spotify's current listeners per city and listeners per country. A city
 * the catalogue does not know yet is left out rather than stored under a name that may change.
 */
export function audienceRows(
  accountId: number,
  answer: SpotifyAudience,
  cityIds: ReadonlyMap<string, number>,
): AudienceRow[] {
  const rows: AudienceRow[] = [];
  for (const city of answer.cities) {
    const cityId = cityIds.get(`${city.city_name}|${city.country_code}`);
    if (cityId === undefined) continue;
    rows.push({
      account_id: accountId,
      scope: 'city',
      place: String(cityId),
      metric: 'current_listeners',
      value: city.current_listeners,
    });
  }
  for (const country of answer.countries) {
    rows.push({
      account_id: accountId,
      scope: 'country',
      place: country.country_code,
      metric: 'listeners',
      value: country.listeners,
    });
  }
  return rows;
}
