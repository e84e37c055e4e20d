import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { accounts, cities, playlists, radioStations, trackArtists, tracks } from '../schema';

/**
 * A small, fixed catalogue for `npm start` (SEED_DEMO=1) and the browser tests, until the demo
 * world fills the catalogue. Idempotent: every row is keyed by a fixed id and skipped if present.
 */
export const DEMO_CATALOGUE = {
  artists: [
    {
      idUnique: 'demo-daft-punk',
      name: 'Daft Punk',
      countryCode: 'FR',
      spotify: '4tZwfgrHOc3mvqYlEYSvVi',
    },
    { idUnique: 'demo-robyn', name: 'Robyn', countryCode: 'SE', spotify: '0kbYTNQb4Pb1rPbbaF0pT4' },
    {
      idUnique: 'demo-burial',
      name: 'Burial',
      countryCode: 'GB',
      spotify: '9NJkKWLMmXP8Al4VJCkFD9',
    },
  ],
  labels: [{ idUnique: 'demo-ninja-tune', name: 'Ninja Tune', countryCode: 'GB' }],
  tracks: [
    { idUnique: 'demo-one-more-time', title: 'One More Time', artist: 'demo-daft-punk' },
    { idUnique: 'demo-dancing-on-my-own', title: 'Dancing On My Own', artist: 'demo-robyn' },
  ],
  cities: [
    { name: 'Paris', countryCode: 'FR', latitude: 48.8566, longitude: 2.3522 },
    { name: 'Berlin', countryCode: 'DE', latitude: 52.52, longitude: 13.405 },
  ],
  playlists: [{ externalId: '37i9dQZF1DX4dyzvuaRJ0n', name: 'Mint', followers: 6_100_000 }],
  stations: [{ externalId: 'demo-fip', name: 'FIP Radio', countryCode: 'FR' }],
} as const;

export async function seedDemoCatalogue(db: Database): Promise<void> {
  const { artists, labels } = DEMO_CATALOGUE;
  await db
    .insert(accounts)
    .values([
      ...artists.map((artist) => ({
        idUnique: artist.idUnique,
        type: 'artist' as const,
        name: artist.name,
        countryCode: artist.countryCode,
        externalIds: { spotify: artist.spotify },
      })),
      ...labels.map((label) => ({ ...label, type: 'label' as const })),
    ])
    .onConflictDoNothing();
  for (const track of DEMO_CATALOGUE.tracks) {
    const [row] = await db
      .insert(tracks)
      .values({ idUnique: track.idUnique, title: track.title })
      .onConflictDoNothing()
      .returning({ id: tracks.id });
    if (!row) continue;
    await db.execute(
      sql`insert into ${trackArtists} (track_id, account_id, role)
        select ${row.id}, id, 'primary' from ${accounts} where id_unique = ${track.artist}
        on conflict do nothing`,
    );
  }
  await db
    .insert(cities)
    .values([...DEMO_CATALOGUE.cities])
    .onConflictDoNothing();
  await db
    .insert(playlists)
    .values(
      DEMO_CATALOGUE.playlists.map((playlist) => ({
        ...playlist,
        source: 'spotify',
        playlistType: 'editorial' as const,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(radioStations)
    .values(DEMO_CATALOGUE.stations.map((station) => ({ ...station, kind: 'radio' as const })))
    .onConflictDoNothing();
}
