import { sourceById, TEXTS } from '@songstats/domain';
import { ExternalLink } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { variant } from '../../../app/variant';
import { Image } from '../../../lib/Image';
import NotFoundPage from '../../../pages/NotFoundPage';
import { useSession } from '../../session/session-store';
import { formatNumber } from '../format';

const PLAYLIST_URLS: Record<string, (id: string) => string> = {
  spotify: (id) => `https://open.spotify.com/playlist/${id}`,
  apple_music: (id) => `https://music.apple.com/playlist/${id}`,
  deezer: (id) => `https://www.deezer.com/playlist/${id}`,
};

interface PlaylistState {
  name?: string;
  artwork?: string | null;
  ownerName?: string | null;
  followersCount?: number | null;
}

/**
 * spec §2 /{sourceId}/{playlistId}: the playlist page. The header comes from the search result
 * that opened it; ranks, contacts and follower growth unlock with a subscription.
 */
export default function PlaylistPage() {
  const { sourceId = '', playlistId = '' } = useParams();
  const location = useLocation();
  const login = useSession((state) => state.login);
  const source = sourceById(sourceId);
  if (!source?.tags.playlist) return <NotFoundPage />;
  const state = (location.state ?? {}) as PlaylistState;
  const hasSubscription = (login?.subscription.accounts ?? []).some((account) => account.subbedAt);
  const openUrl = PLAYLIST_URLS[source.id]?.(playlistId);
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <div className="flex flex-wrap items-center gap-4">
        {state.artwork ? (
          <Image src={state.artwork} alt="" className="size-24 rounded-lg object-cover" />
        ) : (
          <span
            aria-hidden
            className="size-24 rounded-lg"
            style={{ backgroundColor: source.colors.primary }}
          />
        )}
        <div className="flex-1">
          <p className="text-sm text-gray-500">{source.name} playlist</p>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">
            {state.name ?? playlistId}
          </h1>
          {state.ownerName && <p className="text-sm text-gray-600">by {state.ownerName}</p>}
          {state.followersCount != null && (
            <p className="text-sm text-gray-600">{formatNumber(state.followersCount)} followers</p>
          )}
        </div>
        {openUrl && (
          <a
            href={openUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-50"
          >
            Open on {source.name} <ExternalLink aria-hidden size={14} />
          </a>
        )}
      </div>
      {!hasSubscription && (
        <section className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center">
          <p className="text-gray-800">{TEXTS.modal.playlistCheckUnlock}</p>
          <Link
            to="/pricing"
            className="mt-4 inline-block rounded-lg bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-black"
          >
            {variant.id === 'playlistcheck'
              ? `Unlock With ${variant.name}`
              : TEXTS.locked.subscribe}
          </Link>
        </section>
      )}
    </main>
  );
}
