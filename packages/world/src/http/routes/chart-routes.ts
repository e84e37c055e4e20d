import { CITIES } from '../../data/cities';
import { type ChartSpec, findChart, findCityChart } from '../../model/markets';
import { chartPublicationSecond } from '../../sim/charts-day';
import type { WorldState } from '../../world-state';
import { dayParam, type RouteHandler } from '../context';
import { notFound } from '../http-error';

/** A live day's chart is there from its publication hour on: until then, 404 as for tomorrow. */
function ensurePublished(state: WorldState, chart: ChartSpec, day: number): void {
  const second = chartPublicationSecond(chart);
  if (day === state.day && state.publishedSecond < second) {
    const at = state.calendar.timestamp(day, second).slice(11, 16);
    throw notFound(`No data for ${state.calendar.dateOf(day)} yet: published at ${at} UTC`);
  }
}

function entries(state: WorldState, chart: ChartSpec, day: number) {
  ensurePublished(state, chart, day);
  const positions = state.history[day]!.charts[chart.index]!;
  return Array.from(positions, (track, k) => ({
    position: k + 1,
    track_id: state.tracks.ids[track]!,
    isrc: state.tracks.isrcs[track]!,
  }));
}

const getChart: RouteHandler = (context) => {
  const [source = '', country = '', date] = context.params;
  const chart = findChart(source, country);
  if (!chart) throw notFound(`No ${source} chart for ${country}`);
  const day = dayParam(context, date);
  return {
    source: chart.source,
    country: chart.country,
    date: context.world.state.calendar.dateOf(day),
    entries: entries(context.world.state, chart, day),
  };
};

const getCityChart: RouteHandler = (context) => {
  const [cityId, date] = context.params;
  const cityIndex = CITIES.findIndex((city) => city.id === cityId);
  const chart = cityIndex < 0 ? undefined : findCityChart(cityIndex);
  if (!chart) throw notFound(`No Shazam city chart for ${cityId}`);
  const day = dayParam(context, date);
  const city = CITIES[cityIndex]!;
  return {
    source: 'shazam',
    city_id: city.id,
    city_name: city.name,
    country: city.countryCode,
    date: context.world.state.calendar.dateOf(day),
    entries: entries(context.world.state, chart, day),
  };
};

export const chartRoutes: [string, RouteHandler][] = [
  ['/charts/:source/:country/:date', getChart],
  ['/shazam/charts/city/:cityId/:date', getCityChart],
];
