import type { ChartDefinition } from '../charts/chart-list';
import type { WorldClient } from '../world/world-client';
import { ZCatalogChartPage } from '../world/world-schemas';

export interface CityChart extends ChartDefinition {
  /** The platform's city id (`london-gb`). */
  cityId: string;
}

/** `shazam:city:london-gb`: the platform's city id keeps the key stable across imports. */
export function cityChart(cityId: string, cityName: string, countryCode: string): CityChart {
  return {
    key: `shazam:city:${cityId}`,
    source: 'shazam',
    countryCode,
    name: `Shazam Top 50 ${cityName}`,
    cityId,
  };
}

/** The Shazam city charts the platform publishes (`/catalog/charts` entries with a city). */
export async function listCityCharts(
  world: WorldClient,
): Promise<{ cityId: string; countryCode: string }[]> {
  const charts: { cityId: string; countryCode: string }[] = [];
  for await (const items of world.pages('/catalog/charts', ZCatalogChartPage)) {
    for (const item of items) {
      if (item.source === 'shazam' && item.city_id)
        charts.push({ cityId: item.city_id, countryCode: item.country });
    }
  }
  return charts;
}
