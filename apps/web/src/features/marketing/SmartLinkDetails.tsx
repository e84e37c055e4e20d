import type { SmartLinkDetails as Details, TimeRange } from '@songstats/contract';
import { Link } from 'react-router';
import { QueryState } from '../subscriptions/QueryState';
import { formatCount, percent, STATE_NAMES } from './format';
import { RangeSelect } from './RangeSelect';
import { serviceName } from './ServicesEditor';
import { useSmartLinkDetails } from './use-smart-link-calls';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  if (!code) return 'Unknown';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Issue 23: one link's visits and clicks over time, by service, by country, by referrer. */
export function SmartLinkDetails({
  id,
  range,
  onRange,
}: {
  id: number;
  range: TimeRange;
  onRange: (range: TimeRange) => void;
}) {
  const details = useSmartLinkDetails(id, range);
  return (
    <div className="space-y-6 py-6">
      <Link to="/marketing" className="text-sm underline">
        ← All smart links
      </Link>
      <QueryState
        isPending={details.isPending}
        error={details.error}
        onRetry={() => void details.refetch()}
      >
        {details.data && <DetailsBody data={details.data} range={range} onRange={onRange} />}
      </QueryState>
    </div>
  );
}

function DetailsBody({
  data,
  range,
  onRange,
}: {
  data: Details;
  range: TimeRange;
  onRange: (range: TimeRange) => void;
}) {
  const { link } = data;
  const peak = Math.max(1, ...data.days.map((day) => Math.max(day.visits, day.clicks)));
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{link.title}</h1>
          <p className="text-gray-600">
            {link.artistName} · {STATE_NAMES[link.state]} ·{' '}
            <a href={link.url} className="underline">
              {link.url.replace(/^https?:\/\//, '')}
            </a>
          </p>
        </div>
        <RangeSelect range={range} onChange={onRange} />
      </header>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {[
          ['Visits', formatCount(link.visits)],
          ['Clicks', formatCount(link.clicks)],
          ['Click-through rate', percent(link.clickThroughRate)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="text-2xl font-semibold" data-testid={`total-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="over-time" className="space-y-2">
        <h2 id="over-time" className="text-lg font-semibold">
          Over time
        </h2>
        {data.days.length === 0 ? (
          <p className="text-sm text-gray-600">No visit or click in this period yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Visits and clicks per day</caption>
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th scope="col" className="py-1">
                  Day
                </th>
                <th scope="col" className="py-1 text-right">
                  Visits
                </th>
                <th scope="col" className="py-1 text-right">
                  Clicks
                </th>
                <th scope="col" className="py-1 pl-4">
                  <span className="sr-only">Bars</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((day) => (
                <tr key={day.day} className="border-b border-gray-100">
                  <td className="py-1">{day.day}</td>
                  <td className="py-1 text-right">{formatCount(day.visits)}</td>
                  <td className="py-1 text-right">{formatCount(day.clicks)}</td>
                  <td className="w-1/2 py-1 pl-4" aria-hidden>
                    <div
                      className="h-2 rounded bg-violet-700"
                      style={{ width: `${(day.visits / peak) * 100}%` }}
                    />
                    <div
                      className="mt-0.5 h-2 rounded bg-violet-300"
                      style={{ width: `${(day.clicks / peak) * 100}%` }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-3">
        <Breakdown title="By service" rows={data.services} name={serviceName} clicksOnly />
        <Breakdown title="By country" rows={data.countries} name={countryName} />
        <Breakdown
          title="By referrer"
          rows={data.referrers}
          name={(key) => key || 'Direct or unknown'}
        />
      </div>
    </>
  );
}

function Breakdown({
  title,
  rows,
  name,
  clicksOnly = false,
}: {
  title: string;
  rows: Details['services'];
  name: (key: string) => string;
  clicksOnly?: boolean;
}) {
  return (
    <section className="space-y-2" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">Nothing counted yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="py-1">
                {title.replace('By ', '').replace(/^./, (c) => c.toUpperCase())}
              </th>
              {!clicksOnly && (
                <th scope="col" className="py-1 text-right">
                  Visits
                </th>
              )}
              <th scope="col" className="py-1 text-right">
                Clicks
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-gray-100">
                <td className="py-1">{name(row.key)}</td>
                {!clicksOnly && <td className="py-1 text-right">{formatCount(row.visits)}</td>}
                <td className="py-1 text-right">{formatCount(row.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
