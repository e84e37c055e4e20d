import {
  PRESAVE_SERVICE_IDS,
  PRESAVE_SERVICE_NAMES,
  type PresaveCampaignItem,
  type PresaveServiceId,
} from '@songstats/contract';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../subscriptions/use-card-payment';
import { useCreatePresave } from './use-presave-calls';

const INPUT = 'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The campaign form: release, date, services with their release ids, artwork. */
export function CreatePresaveForm({ onCreated }: { onCreated: (c: PresaveCampaignItem) => void }) {
  const id = useId();
  const create = useCreatePresave();
  const [services, setServices] = useState<PresaveServiceId[]>(['spotify', 'deezer']);
  const [message, setMessage] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    create.mutate(
      {
        title: text('title'),
        artistName: text('artistName'),
        releaseDate: text('releaseDate'),
        services,
        slug: text('slug') || null,
        artworkUrl: text('artworkUrl') || null,
        spotifyUri: text('spotifyUri') || null,
        spotifyArtistUri: text('spotifyArtistUri') || null,
        deezerAlbumId: text('deezerAlbumId') || null,
        deezerArtistId: text('deezerArtistId') || null,
      },
      {
        onSuccess: (answer) => {
          setMessage(answer.message);
          onCreated(answer.campaign);
        },
      },
    );
  }

  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
      {label}
      <input id={`${id}-${name}`} name={name} className={INPUT} {...props} />
    </label>
  );

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-gray-200 bg-white p-6">
      <h2 className="text-lg font-semibold">New pre-save</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('title', 'Release title', { required: true, maxLength: 200 })}
        {field('artistName', 'Artist', { required: true, maxLength: 200 })}
        {field('releaseDate', 'Release date', {
          type: 'date',
          required: true,
          defaultValue: tomorrow(),
        })}
        {field('slug', 'Address (optional)', { placeholder: 'night-drive', maxLength: 60 })}
        {field('artworkUrl', 'Artwork URL (optional)', { type: 'url', placeholder: 'https://…' })}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Services</legend>
        {PRESAVE_SERVICE_IDS.map((service) => (
          <div key={service} className="rounded-lg border border-gray-200 p-3">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={services.includes(service)}
                onChange={(event) =>
                  setServices((current) =>
                    event.target.checked
                      ? [...current, service]
                      : current.filter((entry) => entry !== service),
                  )
                }
              />
              {PRESAVE_SERVICE_NAMES[service]}
            </label>
            {services.includes(service) && (
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {service === 'spotify'
                  ? [
                      field('spotifyUri', 'Spotify release URI', {
                        placeholder: 'spotify:album:…',
                        required: true,
                      }),
                      field('spotifyArtistUri', 'Spotify artist URI (to follow)', {
                        placeholder: 'spotify:artist:…',
                      }),
                    ]
                  : [
                      field('deezerAlbumId', 'Deezer album id', {
                        inputMode: 'numeric',
                        required: true,
                      }),
                      field('deezerArtistId', 'Deezer artist id (to follow)', {
                        inputMode: 'numeric',
                      }),
                    ]}
              </div>
            )}
          </div>
        ))}
      </fieldset>
      {create.error && (
        <p role="alert" className="text-sm text-red-600">
          {errorText(create.error)}
        </p>
      )}
      {message && (
        <p role="status" className="text-sm text-green-700">
          {message}
        </p>
      )}
      <button
        type="submit"
        disabled={create.isPending}
        className="rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black focus-visible:outline-2 disabled:opacity-50"
      >
        {create.isPending ? 'Creating…' : 'Create pre-save'}
      </button>
    </form>
  );
}
