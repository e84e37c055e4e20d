import { formatDelta, formatNumber } from '../format';
import { SectionState } from '../SectionState';
import { SourceBadge } from '../SourceIcon';
import { useAudienceCity } from './use-audience-city';

/**
 * `/audience?city=` (issue 21): the chosen city on every platform that reports the account's
 * audience there, its rank among the account's cities and its change over a week.
 */
export function CityFocus({
  idUnique,
  city,
  onClear,
}: {
  idUnique: string;
  city: string;
  onClear: () => void;
}) {
  const query = useAudienceCity(idUnique, city);
  const answer = query.data;
  return (
    <section
      aria-label="City"
      data-testid="city-focus"
      className="rounded-xl border border-gray-200 bg-white p-4"
    >
      <SectionState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        label="the city"
      >
        {answer && (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-ink">
                {answer.city.name}, {answer.city.countryName}
              </h2>
              <button
                type="button"
                onClick={onClear}
                className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50 focus-visible:outline-2"
              >
                Show all cities
              </button>
            </div>
            {answer.sources.length === 0 ? (
              <p className="text-sm text-gray-600">
                No platform reports an audience in {answer.city.name} for this profile yet.
              </p>
            ) : (
              <ul
                aria-label="Platforms in this city"
                className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
              >
                {answer.sources.map((source) => (
                  <li
                    key={source.sourceId}
                    data-testid="city-source"
                    className="rounded-lg border border-gray-100 p-3"
                  >
                    <p className="flex items-center gap-2 text-sm text-gray-600">
                      <SourceBadge sourceId={source.sourceId} />· {source.title}
                    </p>
                    <p className="mt-1 text-2xl font-semibold text-ink">
                      {formatNumber(source.value)}
                      {source.delta !== null && source.delta !== 0 && (
                        <span
                          className={`ml-2 text-sm ${source.delta > 0 ? 'text-green-700' : 'text-red-700'}`}
                        >
                          {formatDelta(source.delta)} in 7 days
                        </span>
                      )}
                    </p>
                    <p className="text-xs text-gray-500">
                      #{source.rank} of {source.cities} cities
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </SectionState>
    </section>
  );
}
