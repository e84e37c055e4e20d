// `npm run bench:forecast` (issue 28): backtests the milestone forecast on the demo world. On
// each past day of the world's 90, for its tracks' Spotify streams and its artists' Spotify
// followers, the forecast of the next milestone is made from the readings up to that day only;
// the day the milestone is really crossed comes from the world's counters (its growth law gives
// the days after today too, so no forecast is left out for being long). Prints the median
// absolute error in days and how often the stated interval held the real day (nominal 80%).
import { type DayValue, FORECAST_METHOD, forecastMilestone, median } from '@songstats/domain';
import { createWorld, dateOfDay } from '@songstats/world';

const seed = Number(process.env.FORECAST_SEED ?? 7);
const scale = Number(process.env.FORECAST_SCALE ?? 0.05);
const started = performance.now();
const world = createWorld({ seed, scale, days: 90 });
const { state } = world;

interface Outcome {
  error: number;
  covered: boolean;
  horizon: number;
}

/** Forecasts of one series on each day from `first` to today, against the real crossing day. */
function backtest(read: (day: number) => number | undefined, first: number): Outcome[] {
  const outcomes: Outcome[] = [];
  const values: DayValue[] = [];
  const cache = new Map<number, number | undefined>();
  const value = (day: number) => {
    if (!cache.has(day)) cache.set(day, read(day));
    return cache.get(day);
  };
  for (let day = 0; day <= world.day; day++) {
    const reading = value(day);
    if (reading === undefined) continue;
    values.push({ date: dateOfDay(day), value: reading });
    if (day < first) continue;
    const forecast = forecastMilestone(values);
    if (!forecast) continue;
    let crossed = day + 1;
    while (crossed <= day + FORECAST_METHOD.horizon && (value(crossed) ?? 0) < forecast.milestone) {
      crossed++;
    }
    if (crossed > day + FORECAST_METHOD.horizon) continue;
    const actual = crossed - day;
    outcomes.push({
      error: Math.abs(forecast.days - actual),
      covered: forecast.low <= actual && actual <= forecast.high,
      horizon: actual,
    });
  }
  return outcomes;
}

const trackIds = state.tracks.ids.slice(0, Number(process.env.FORECAST_TRACKS ?? 400));
const tracks = trackIds.flatMap((id) =>
  backtest((day) => world.counters('spotify', id, day).streams_total, 1),
);
const artists = state.artists.flatMap((artist) =>
  backtest((day) => world.artistCounters('spotify', artist.id, day).followers_total, 1),
);

function summary(name: string, outcomes: Outcome[]) {
  const coverage = outcomes.filter((outcome) => outcome.covered).length / outcomes.length;
  const line = {
    series: name,
    forecasts: outcomes.length,
    medianAbsErrorDays: median(outcomes.map((outcome) => outcome.error)),
    medianHorizonDays: median(outcomes.map((outcome) => outcome.horizon)),
    coverage: Math.round(coverage * 1000) / 10,
  };
  console.info(JSON.stringify(line));
  return coverage;
}

console.info(
  `forecast backtest: world seed ${seed}, scale ${scale}, ${world.day} days, nominal ${FORECAST_METHOD.nominal * 100}%`,
);
summary('track Spotify streams', tracks);
summary('artist Spotify followers', artists);
const all = summary('all', [...tracks, ...artists]);
for (const [from, to] of [
  [1, 7],
  [8, 30],
  [31, 90],
  [91, 730],
] as const) {
  summary(
    `horizon ${from}-${to} days`,
    [...tracks, ...artists].filter((o) => o.horizon >= from && o.horizon <= to),
  );
}
console.info(`in ${Math.round(performance.now() - started)} ms`);
if (Math.abs(all - FORECAST_METHOD.nominal) > 0.05) {
  console.info('coverage is more than 5 points from nominal');
  process.exitCode = 1;
}
