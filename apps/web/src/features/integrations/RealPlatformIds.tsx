import { managementEndpoints } from '@songstats/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api';

const PLATFORMS = [
  { id: 'deezer', name: 'Deezer' },
  { id: 'spotify', name: 'Spotify' },
  { id: 'musicbrainz', name: 'MusicBrainz' },
  { id: 'youtube', name: 'YouTube' },
] as const;
type PlatformId = (typeof PLATFORMS)[number]['id'];

const button =
  'rounded-lg border border-gray-300 px-3 py-1 text-sm font-medium hover:bg-gray-50 disabled:opacity-50 focus-visible:outline-2';

/**
 * Issue 27: the profile's ids on the real platforms the monitor reads. Its owner corrects a
 * wrong match by linking the right id (the profile is then set up again from it) or unlinks one.
 */
export function RealPlatformIds({
  idUnique,
  canEdit,
  onDone,
}: {
  idUnique: string;
  canEdit: boolean;
  onDone: (action: () => Promise<{ message: string }>) => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const key = ['managements', 'real_platform_ids', idUnique];
  const ids = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.request(managementEndpoints.realPlatformIds, { query: { idUnique }, signal }),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ['managements', 'get_account_info', idUnique] }),
    ]);
  const link = useMutation({
    mutationFn: (body: { platform: PlatformId; id: string }) =>
      api.request(managementEndpoints.linkRealPlatformId, { body: { idUnique, ...body } }),
    onSuccess: refresh,
  });
  const unlink = useMutation({
    mutationFn: (platform: PlatformId) =>
      api.request(managementEndpoints.unlinkRealPlatformId, { query: { idUnique, platform } }),
    onSuccess: refresh,
  });
  const [platform, setPlatform] = useState<PlatformId>('deezer');
  const [id, setId] = useState('');
  const withMessage = (call: Promise<{ message?: string | undefined }>) =>
    onDone(async () => ({ message: (await call).message ?? '' }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    await withMessage(link.mutateAsync({ platform, id }));
    setId('');
  }

  return (
    <section aria-labelledby="platform-ids-heading" className="space-y-2">
      <h2 id="platform-ids-heading" className="text-lg font-semibold">
        Platform ids
      </h2>
      <p className="text-sm text-gray-600">
        The artist's ids the monitor reads their catalogue and figures with.
      </p>
      <ul className="divide-y divide-gray-100 text-sm">
        {PLATFORMS.map((entry) => {
          const value = ids.data?.ids[entry.id];
          return (
            <li key={entry.id} className="flex items-center gap-3 py-2">
              <span className="w-32 font-medium">{entry.name}</span>
              <span className="flex-1 font-mono text-gray-700">{value ?? 'Not linked'}</span>
              {canEdit && value && (
                <button
                  type="button"
                  className={button}
                  disabled={unlink.isPending}
                  aria-label={`Unlink ${entry.name}`}
                  onClick={() => void withMessage(unlink.mutateAsync(entry.id))}
                >
                  Unlink
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {canEdit && (
        <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium">
            Real platform{' '}
            <select
              value={platform}
              onChange={(event) => setPlatform(event.target.value as PlatformId)}
              className="ml-1 rounded-lg border border-gray-300 px-2 py-1.5"
            >
              {PLATFORMS.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium">
            Platform id{' '}
            <input
              value={id}
              onChange={(event) => setId(event.target.value)}
              className="ml-1 rounded-lg border border-gray-300 px-2 py-1.5"
            />
          </label>
          <button type="submit" className={button} disabled={link.isPending}>
            Link id
          </button>
        </form>
      )}
    </section>
  );
}
