import type { PlaylistData } from '@songstats/contract';
import { Image } from '../../lib/Image';
import { formatDay } from '../insights/format';

/** The tracks on the playlist with their positions and added dates; the member's own marked. */
export function PlaylistTracks({ tracks }: { tracks: PlaylistData['tracks'] }) {
  const mine = tracks.filter((track) => track.isMine).length;
  return (
    <section
      aria-labelledby="tracks-title"
      className="mt-6 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id="tracks-title" className="font-semibold text-ink">
        Tracks
      </h2>
      {mine > 0 && (
        <p className="mt-1 text-sm text-emerald-800">
          {mine === 1 ? 'One of your tracks is' : `${mine} of your tracks are`} on this playlist.
        </p>
      )}
      {tracks.length === 0 ? (
        <p className="mt-2 text-sm text-gray-500">No monitored tracks on this playlist.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-xs uppercase text-gray-500">
            <tr>
              <th scope="col" className="w-10 py-1">
                #
              </th>
              <th scope="col" className="py-1">
                Track
              </th>
              <th scope="col" className="py-1">
                Added
              </th>
            </tr>
          </thead>
          <tbody>
            {tracks.map((track) => (
              <tr
                key={track.idUnique}
                data-mine={track.isMine || undefined}
                className={track.isMine ? 'bg-emerald-50 font-medium' : 'border-t border-gray-100'}
              >
                <td className="py-1.5 text-gray-500">{track.position}</td>
                <td className="py-1.5">
                  <span className="flex items-center gap-2">
                    <Image src={track.imageUrl} alt="" className="size-8 rounded object-cover" />
                    <span className="min-w-0">
                      <span className="block truncate">{track.title}</span>
                      {track.artistName && (
                        <span className="block truncate text-xs text-gray-500">
                          {track.artistName}
                        </span>
                      )}
                    </span>
                    {track.isMine && (
                      <span className="ml-auto rounded bg-emerald-600 px-1.5 py-0.5 text-xs text-white">
                        Your track
                      </span>
                    )}
                  </span>
                </td>
                <td className="py-1.5 whitespace-nowrap text-gray-600">
                  {formatDay(track.addedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
