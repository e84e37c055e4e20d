import { PITCH_LIMITS, type PlaylistFit } from '@songstats/contract';
import { type FormEvent, useId, useState } from 'react';
import { formatCount } from '../marketing/format';
import { useSmartLinkTracks } from '../marketing/use-smart-link-calls';
import { QueryState } from '../subscriptions/QueryState';
import { errorText } from '../subscriptions/use-card-payment';
import { ContactHistoryTable } from './ContactHistoryTable';
import { useContactHistory, usePlaylistFits, useSendPitch } from './use-pitching-calls';

const pitchedDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const INPUT = 'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm';

/**
 * /marketing "Playlist pitching" (issue 23): for a track of the member's profiles, the monitored
 * playlists where it fits with each score's reasons and the curator contact, a pitch e-mail to
 * the curator, and spec §2's Contact history.
 */
export function PitchingSection() {
  const id = useId();
  const tracks = useSmartLinkTracks('');
  const [trackIdUnique, setTrackIdUnique] = useState<string | null>(null);
  const fits = usePlaylistFits(trackIdUnique);
  const history = useContactHistory();
  const [notice, setNotice] = useState('');
  return (
    <>
      <section aria-labelledby="pitching-heading" className="space-y-4">
        <h2 id="pitching-heading" className="text-lg font-semibold">
          Playlist pitching
        </h2>
        <p className="text-sm text-gray-600">
          Choose a track: we rank the monitored playlists it fits by genre, size and recent adds of
          similar artists, and you can write to their curators. You can send {PITCH_LIMITS.perDay}{' '}
          pitches in 24 hours, one per track and playlist.
        </p>
        <div className="block max-w-md text-sm font-medium">
          <label htmlFor={`${id}-track`}>Track to pitch</label>
          <select
            id={`${id}-track`}
            value={trackIdUnique ?? ''}
            onChange={(event) => {
              setNotice('');
              setTrackIdUnique(event.target.value || null);
            }}
            className={INPUT}
          >
            <option value="">
              {tracks.isPending
                ? 'Loading…'
                : tracks.data?.tracks.length
                  ? 'Choose a track'
                  : 'No track of your profiles'}
            </option>
            {tracks.data?.tracks.map((track) => (
              <option key={track.trackIdUnique} value={track.trackIdUnique}>
                {track.title} – {track.artistName}
              </option>
            ))}
          </select>
        </div>
        {tracks.error && (
          <p role="alert" className="text-sm text-red-600">
            {errorText(tracks.error)}
          </p>
        )}
        {notice && (
          <p role="status" className="text-sm text-green-700">
            {notice}
          </p>
        )}
        {trackIdUnique && (
          <QueryState
            isPending={fits.isPending}
            error={fits.error}
            onRetry={() => void fits.refetch()}
          >
            {fits.data && (
              <div className="space-y-3">
                <p className="text-sm text-gray-600">
                  {fits.data.genres.length > 0
                    ? `Your artists' playlists are mostly ${fits.data.genres
                        .slice(0, 3)
                        .map((entry) => entry.genre)
                        .join(', ')}. `
                    : ''}
                  {fits.data.pitchesLeft} of {PITCH_LIMITS.perDay} pitches left in the next 24
                  hours.
                </p>
                {fits.data.playlists.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
                    No monitored playlist fits this track yet: we match playlists by the genres of
                    the playlists your artists are on and by similar artists' recent adds.
                  </p>
                ) : (
                  <ol className="space-y-3">
                    {fits.data.playlists.map((fit) => (
                      <FitItem
                        key={fit.playlistId}
                        fit={fit}
                        trackIdUnique={trackIdUnique}
                        onSent={setNotice}
                      />
                    ))}
                  </ol>
                )}
              </div>
            )}
          </QueryState>
        )}
      </section>
      <section aria-labelledby="contact-history-heading" className="space-y-3">
        <h2 id="contact-history-heading" className="text-lg font-semibold">
          Contact history
        </h2>
        <QueryState
          isPending={history.isPending}
          error={history.error}
          onRetry={() => void history.refetch()}
        >
          {history.data &&
            (history.data.contacts.length === 0 ? (
              <p className="text-sm text-gray-600">No pitch sent yet.</p>
            ) : (
              <ContactHistoryTable contacts={history.data.contacts} />
            ))}
        </QueryState>
      </section>
    </>
  );
}

function FitItem({
  fit,
  trackIdUnique,
  onSent,
}: {
  fit: PlaylistFit;
  trackIdUnique: string;
  onSent: (message: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const send = useSendPitch();
  const email = fit.curator?.email ?? null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send.mutate(
      { trackIdUnique, playlistId: fit.playlistId, message },
      {
        onSuccess: (answer) => {
          setOpen(false);
          onSent(answer.message);
        },
      },
    );
  }

  return (
    <li
      className="rounded-xl border border-gray-200 bg-white p-4"
      aria-labelledby={`${id}-name`}
      data-testid="playlist-fit"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-name`} className="font-semibold">
            {fit.url ? (
              <a href={fit.url} target="_blank" rel="noreferrer" className="hover:underline">
                {fit.name}
              </a>
            ) : (
              fit.name
            )}
          </h3>
          <p className="text-sm text-gray-600">
            {formatCount(fit.followers)} followers · {fit.playlistType} ·{' '}
            {fit.genres.join(', ') || 'no genre'}
          </p>
        </div>
        <p className="text-lg font-semibold">
          <span className="sr-only">Score </span>
          {fit.score}
          <span className="text-sm font-normal text-gray-600"> / 100</span>
        </p>
      </div>
      <ul className="mt-2 space-y-1 text-sm" aria-label="Why it fits">
        {fit.reasons.map((reason) => (
          <li key={reason.factor}>
            <span className="font-medium">
              +{reason.points}/{reason.maxPoints}
            </span>{' '}
            {reason.text}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        Curator:{' '}
        {fit.curator
          ? [fit.curator.name, fit.curator.email].filter(Boolean).join(' · ')
          : 'no contact in the platform data'}
      </p>
      {fit.pitchedAt ? (
        <p className="mt-2 text-sm text-gray-600">
          Pitched on {pitchedDate.format(new Date(fit.pitchedAt))}.
        </p>
      ) : fit.optedOut ? (
        <p className="mt-2 text-sm text-gray-600">This curator asked not to receive pitches.</p>
      ) : (
        email &&
        !open && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="mt-3 rounded-lg border border-gray-300 px-3 py-1 text-sm font-medium hover:bg-gray-50"
          >
            Pitch to {fit.name}
          </button>
        )
      )}
      {open && (
        <form onSubmit={submit} className="mt-3 space-y-2">
          <div className="text-sm font-medium">
            <label htmlFor={`${id}-message`}>Your message to {email}</label>
            <textarea
              id={`${id}-message`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              minLength={PITCH_LIMITS.messageMin}
              maxLength={PITCH_LIMITS.messageMax}
              required
              rows={5}
              className={INPUT}
            />
          </div>
          {send.error && (
            <p role="alert" className="text-sm text-red-600">
              {errorText(send.error)}
            </p>
          )}
          <div className="flex gap-3">
            <button
              type="submit"
              disabled={send.isPending}
              className="rounded-lg bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-black disabled:opacity-50"
            >
              {send.isPending ? 'Sending…' : 'Send pitch'}
            </button>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium hover:bg-gray-50"
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
