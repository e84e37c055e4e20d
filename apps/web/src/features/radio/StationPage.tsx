import { ApiError, type StationResponse, type StationTrackItem } from '@songstats/contract';
import { RADIO_TEXTS, VARIANTS } from '@songstats/domain';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../lib/document-title';
import { Image } from '../../lib/Image';
import NotFoundPage from '../../pages/NotFoundPage';
import { formatDay, formatNumber } from '../insights/format';
import { LockedPrompt } from '../insights/LockedPrompt';
import { ScreenNotice, SectionState } from '../insights/SectionState';
import { useIsLoggedIn } from '../session/session-store';
import { useStation } from './use-station';

const SeriesChart = lazy(() => import('../insights/charts/SeriesChart'));

/**
 * Issue 24: a radio station's page (/stations/{id}): its kind, place and format, its spins of the
 * monitored tracks day by day, the tracks and artists it plays most, and the member's own tracks
 * played there. Without radio access the spins are locked (spec §6).
 */
export default function StationPage() {
  const { stationId = '' } = useParams();
  const isLoggedIn = useIsLoggedIn();
  const station = useStation(stationId);
  usePageTitle(station.data?.station.name);
  if (!isLoggedIn) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-6">
        <ScreenNotice title="Log in to see this station">
          <Link to="/login" className="text-blue-700 hover:underline">
            Log In
          </Link>
        </ScreenNotice>
      </main>
    );
  }
  if (station.error instanceof ApiError && station.error.status === 404) return <NotFoundPage />;
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <SectionState
        isPending={station.isPending}
        error={station.error}
        onRetry={() => void station.refetch()}
        label="the station"
      >
        {station.data && <StationBody data={station.data} />}
      </SectionState>
    </main>
  );
}

function StationBody({ data }: { data: StationResponse }) {
  const { station } = data;
  const place = [station.cityName, station.countryName].filter(Boolean).join(', ');
  return (
    <>
      <header className="flex flex-wrap items-center gap-4">
        <Image src={station.imageUrl} alt="" className="size-24 rounded-lg object-cover" />
        <div className="flex-1">
          <p className="text-sm text-gray-500">{station.kindName}</p>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{station.name}</h1>
          <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-600">
            <div className="flex gap-1">
              <dt>Location:</dt>
              <dd data-testid="station-place">{place}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Format:</dt>
              <dd>{station.format ?? 'Not known'}</dd>
            </div>
          </dl>
        </div>
      </header>
      {data.hasAccess ? (
        <StationSpins data={data} />
      ) : (
        <LockedPrompt
          reason={data.lockedReason}
          hasProduct={false}
          isUpgradable={false}
          product={VARIANTS.radio.name}
        />
      )}
    </>
  );
}

function StationSpins({ data }: { data: StationResponse }) {
  if (data.totalSpins === 0) {
    return <p className="mt-8 text-gray-600">{RADIO_TEXTS.noStationSpins}</p>;
  }
  const series = [
    {
      id: 'spins',
      title: 'Spins',
      points: data.spinsByDay.map((day) => ({ date: day.day, value: day.spins })),
    },
  ];
  const lastDay = data.spinsByDay.at(-1);
  return (
    <div className="mt-6 space-y-8">
      <section aria-labelledby="spins-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="spins-title" className="text-lg font-semibold text-ink">
            Spins over time
          </h2>
          <p className="text-sm text-gray-600">
            <span data-testid="station-total-spins">{formatNumber(data.totalSpins)}</span> spins of
            monitored tracks over {data.spinsByDay.length} days
            {lastDay ? `, last on ${formatDay(lastDay.day)}` : ''}
          </p>
        </div>
        <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-gray-100" />}>
          <SeriesChart series={series} title={`Spins of ${data.station.name} per day`} />
        </Suspense>
      </section>
      <TrackTable
        id="member-tracks"
        title="Your tracks played here"
        tracks={data.memberTracks}
        emptyText={RADIO_TEXTS.noMemberSpins}
      />
      <TrackTable
        id="top-tracks"
        title="Top tracks"
        tracks={data.topTracks}
        emptyText={RADIO_TEXTS.noStationSpins}
      />
      <section aria-labelledby="top-artists-title">
        <h2 id="top-artists-title" className="mb-2 text-lg font-semibold text-ink">
          Top artists
        </h2>
        <table className="w-full text-left text-sm" aria-labelledby="top-artists-title">
          <thead className="border-b border-gray-200 text-gray-500">
            <tr>
              <th className="py-2 pr-3 font-medium">Artist</th>
              <th className="py-2 pr-3 text-right font-medium">Tracks</th>
              <th className="py-2 text-right font-medium">Spins</th>
            </tr>
          </thead>
          <tbody>
            {data.topArtists.map((artist) => (
              <tr key={artist.idUnique} className="border-b border-gray-100">
                <td className="py-2 pr-3">
                  <Link to={`/artist/${artist.idUnique}`} className="text-blue-700 hover:underline">
                    {artist.name}
                  </Link>
                </td>
                <td className="py-2 pr-3 text-right">{formatNumber(artist.tracks)}</td>
                <td className="py-2 text-right">{formatNumber(artist.spins)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function TrackTable({
  id,
  title,
  tracks,
  emptyText,
}: {
  id: string;
  title: string;
  tracks: StationTrackItem[];
  emptyText: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="mb-2 text-lg font-semibold text-ink">
        {title}
      </h2>
      {tracks.length === 0 ? (
        <p className="text-sm text-gray-600">{emptyText}</p>
      ) : (
        <table className="w-full text-left text-sm" aria-labelledby={`${id}-title`}>
          <thead className="border-b border-gray-200 text-gray-500">
            <tr>
              <th className="py-2 pr-3 font-medium">Track</th>
              <th className="py-2 pr-3 font-medium">Artist</th>
              <th className="py-2 pr-3 text-right font-medium">Spins</th>
              <th className="py-2 text-right font-medium">Last Played</th>
            </tr>
          </thead>
          <tbody>
            {tracks.map((track) => (
              <tr key={track.idUnique} className="border-b border-gray-100">
                <td className="py-2 pr-3">{track.title}</td>
                <td className="py-2 pr-3">
                  {track.artistIdUnique ? (
                    <Link
                      to={`/artist/${track.artistIdUnique}`}
                      className="text-blue-700 hover:underline"
                    >
                      {track.artistName}
                    </Link>
                  ) : (
                    (track.artistName ?? '–')
                  )}
                </td>
                <td className="py-2 pr-3 text-right">{formatNumber(track.spins)}</td>
                <td className="py-2 text-right">{formatDay(track.lastPlayed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
