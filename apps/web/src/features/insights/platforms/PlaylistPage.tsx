import { ApiError } from '@songstats/contract';
import { sourceById } from '@songstats/domain';
import { ExternalLink } from 'lucide-react';
import { useParams } from 'react-router';
import { ProvenanceMark } from '../../../components/Provenance';
import { usePageTitle } from '../../../lib/document-title';
import { Image } from '../../../lib/Image';
import NotFoundPage from '../../../pages/NotFoundPage';
import { PlaylistInsights } from '../../playlist-checker/PlaylistInsights';
import { PlaylistLock } from '../../playlist-checker/PlaylistLock';
import { PlaylistTracks } from '../../playlist-checker/PlaylistTracks';
import { usePlaylistPage } from '../../playlist-checker/use-playlist-page';
import { formatNumber } from '../format';
import { SectionState } from '../SectionState';

const TYPE_NAMES = { editorial: 'Editorial', algorithmic: 'Algorithmic', listener: 'Listener' };

/**
 * spec §2 /{sourceId}/{playlistId}: the playlist page over GET /playlist_checker/playlists
 * (spec §3 "{product} state", issue 24). Everyone sees the playlist and its tracks; a check
 * (spec §9 monthly quotas) unlocks ranks, follower growth, curator contact and activity. An
 * unknown playlist is the 404 page.
 */
export default function PlaylistPage() {
  const { sourceId = '', playlistId = '' } = useParams();
  const source = sourceById(sourceId);
  const page = usePlaylistPage(source?.tags.playlist ? sourceId : '', playlistId);
  usePageTitle(page.data?.playlistData.name, source?.name);
  if (!source?.tags.playlist) return <NotFoundPage />;
  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />;
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <SectionState
        isPending={page.isPending}
        error={page.error}
        onRetry={() => void page.refetch()}
        label="the playlist"
      >
        {page.data && (
          <>
            <header className="flex flex-wrap items-center gap-4">
              <Image
                src={page.data.playlistData.artwork}
                alt=""
                className="size-28 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm text-gray-500">
                  {source.name} · {TYPE_NAMES[page.data.playlistData.playlistType]} playlist
                </p>
                <h1 className="text-2xl font-semibold tracking-tight text-ink">
                  {page.data.playlistData.name}
                </h1>
                {page.data.playlistData.ownerName && (
                  <p className="text-sm text-gray-600">by {page.data.playlistData.ownerName}</p>
                )}
                <p
                  data-testid="playlist-description"
                  className={`mt-1 text-sm ${page.data.playlistData.description ? 'text-gray-700' : 'text-gray-500 italic'}`}
                >
                  {page.data.playlistData.description ?? `${source.name} gives no description.`}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-x-1 text-sm text-gray-800">
                  <span data-testid="followers">
                    {formatNumber(page.data.playlistData.followersCount)}
                  </span>
                  followers
                  {/* Issue 28: where the followers come from (decision 063). */}
                  <ProvenanceMark provenance={page.data.playlistData.provenance} />·{' '}
                  {formatNumber(page.data.playlistData.trackCount)} monitored tracks
                  {page.data.playlistData.genres.length > 0 &&
                    ` · ${page.data.playlistData.genres.join(', ')}`}
                </p>
              </div>
              <div className="flex flex-col items-end gap-2">
                {page.data.playlistData.url && (
                  <a
                    href={page.data.playlistData.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-50"
                  >
                    Open on {source.name} <ExternalLink aria-hidden size={14} />
                  </a>
                )}
                {page.data.usage && (
                  <p data-testid="check-usage" className="text-sm text-gray-600">
                    {page.data.usage.text}
                  </p>
                )}
              </div>
            </header>
            {page.data.hasAccess ? (
              <PlaylistInsights data={page.data.playlistData} />
            ) : (
              <PlaylistLock data={page.data} />
            )}
            <PlaylistTracks tracks={page.data.playlistData.tracks} />
          </>
        )}
      </SectionState>
    </main>
  );
}
