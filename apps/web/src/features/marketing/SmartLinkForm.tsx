import type {
  SmartLinkItem,
  SmartLinkServiceItem,
  SmartLinkTrackOption,
} from '@songstats/contract';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../subscriptions/use-card-payment';
import { STATE_NAMES } from './format';
import { ServicesEditor } from './ServicesEditor';
import { useCreateSmartLink, useSmartLinkTracks, useUpdateSmartLink } from './use-smart-link-calls';

const INPUT = 'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm';

interface Draft {
  slug: string;
  title: string;
  artistName: string;
  artworkUrl: string;
  state: 'draft' | 'live' | 'archived';
  services: SmartLinkServiceItem[];
}

const draftOfTrack = (track: SmartLinkTrackOption): Draft => ({
  slug: track.suggestedSlug,
  title: track.title,
  artistName: track.artistName,
  artworkUrl: track.imageUrl ?? '',
  state: 'live',
  services: track.services,
});

const draftOfLink = (link: SmartLinkItem): Draft => ({
  slug: link.slug,
  title: link.title,
  artistName: link.artistName,
  artworkUrl: link.artworkUrl ?? '',
  state: link.state,
  services: link.services,
});

/**
 * Creates a smart link for a track (its fields filled from the catalogue, then editable) or
 * edits one: short link, title, artist, artwork, state, services and their order.
 */
export function SmartLinkForm({
  link,
  onDone,
}: {
  link: SmartLinkItem | null;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const tracks = useSmartLinkTracks(search);
  const [trackIdUnique, setTrackIdUnique] = useState<string | null>(link?.trackIdUnique ?? null);
  const [draft, setDraft] = useState<Draft | null>(link ? draftOfLink(link) : null);
  const create = useCreateSmartLink();
  const update = useUpdateSmartLink();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  function pick(idUnique: string) {
    const track = tracks.data?.tracks.find((option) => option.trackIdUnique === idUnique);
    setTrackIdUnique(track ? idUnique : null);
    setDraft(track ? draftOfTrack(track) : null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft) return;
    const fields = { ...draft, artworkUrl: draft.artworkUrl.trim() || null };
    const done = { onSuccess: (answer: { message: string }) => onDone(answer.message) };
    if (link) update.mutate({ id: link.id, ...fields }, done);
    else if (trackIdUnique) create.mutate({ trackIdUnique, ...fields }, done);
  }

  const change = (patch: Partial<Draft>) =>
    setDraft((current) => current && { ...current, ...patch });
  const text = (name: 'slug' | 'title' | 'artistName' | 'artworkUrl', label: string) => (
    <div className="block text-sm font-medium">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={draft?.[name] ?? ''}
        onChange={(event) => change({ [name]: event.target.value })}
        required={name !== 'artworkUrl'}
        className={INPUT}
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-gray-200 bg-white p-6">
      <h2 className="text-lg font-semibold">{link ? `Edit ${link.title}` : 'New smart link'}</h2>
      {!link && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="block text-sm font-medium">
            <label htmlFor={`${id}-search`}>Find a track</label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={INPUT}
            />
          </div>
          <div className="block text-sm font-medium">
            <label htmlFor={`${id}-track`}>Track</label>
            <select
              id={`${id}-track`}
              value={trackIdUnique ?? ''}
              onChange={(event) => pick(event.target.value)}
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
        </div>
      )}
      {tracks.error && !link && (
        <p role="alert" className="text-sm text-red-600">
          {errorText(tracks.error)}
        </p>
      )}
      {draft && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('slug', 'Short link')}
            {text('title', 'Title')}
            {text('artistName', 'Artist')}
            {text('artworkUrl', 'Artwork (image address)')}
            <div className="block text-sm font-medium">
              <label htmlFor={`${id}-state`}>State</label>
              <select
                id={`${id}-state`}
                value={draft.state}
                onChange={(event) => change({ state: event.target.value as Draft['state'] })}
                className={INPUT}
              >
                {(Object.keys(STATE_NAMES) as Draft['state'][]).map((state) => (
                  <option key={state} value={state}>
                    {STATE_NAMES[state]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ServicesEditor services={draft.services} onChange={(services) => change({ services })} />
        </>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-600">
          {errorText(failure)}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={!draft || saving}
          className="rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black disabled:opacity-50"
        >
          {saving ? 'Saving…' : link ? 'Save changes' : 'Create smart link'}
        </button>
        <button
          type="button"
          onClick={() => onDone('')}
          className="rounded-lg border border-gray-300 px-4 py-2 font-medium hover:bg-gray-50"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
