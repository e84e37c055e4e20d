import {
  type Database,
  type ExternalIds,
  lockMusicBrainzArtist,
  queryRows,
  settleMusicBrainzId,
} from '@songstats/db';
import { parseArtistLink } from '@songstats/domain';
import { sql } from 'drizzle-orm';
import { stableId } from '../catalogue/stable-id';
import type { DeezerClient } from '../connectors/deezer/deezer-client';
import type { MusicBrainzClient } from '../connectors/musicbrainz/musicbrainz-client';
import type { SelectedConnectors } from '../connectors/select-connectors';
import type { SpotifyClient } from '../connectors/spotify/spotify-client';
import type { YouTubeClient } from '../connectors/youtube/youtube-client';
import { FetchFailedError } from '../http/fetch-json';
import type { PlatformJobContext } from './platform-result';
import { guardClient, PlatformDeferredError, type PlatformGuard } from './platform-state';
import { realDay } from './real-mode-settings';
import type { RealPlatformsSettings } from './real-platforms-settings';
import { refreshRealPlatforms, SPOTIFY_WEB_KEY } from './refresh-real-platforms';
import { findYouTubeChannel } from './youtube-channel';

/** The reason a setup fails when this installation watches the demo world only. */
export const REAL_PLATFORMS_OFF_REASON =
  'Real platforms are off on this installation (MONITOR_SOURCES=world): only artists of the demo world can be added.';

/** A catalogue this long is read in one setup; the rest follows from the daily runs' look-ups. */
const MAX_ALBUMS = 200;

interface PendingSetup {
  id: number;
  account_id: number;
  link: string;
  external_ids: ExternalIds;
}

export interface SetupOptions {
  connectors: SelectedConnectors;
  settings: RealPlatformsSettings;
  /** False when MONITOR_SOURCES=world: setups of unknown links fail with the reason why. */
  realPlatforms: boolean;
  /** Only these setups (a worker given its share); every setup in progress by default. */
  setupIds?: readonly number[];
  /** The day's hour has come: a first refresh then is each platform's daily run too. */
  dailyRunDue?: boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** A setup that cannot finish, with the reason the member and the admin desk are shown. */
class SetupFailed extends Error {}

async function setStep(db: Database, id: number, step: string) {
  await db.execute(sql`update account_setups set step = ${step} where id = ${id}`);
}

/** Ends a setup in progress; false when it had ended already (merged into another, decision 075). */
async function finish(db: Database, id: number, status: 'done' | 'failed', reason: string | null) {
  const ended = await queryRows<{ id: number }>(
    db,
    sql`update account_setups set status = ${status}, reason = ${reason}, step = null, finished_at = now()
        where id = ${id} and status = 'in_progress' returning id`,
  );
  return ended.length > 0;
}

/** Platforms whose ids the setup itself reads or replaces (a YouTube @handle is not a channel). */
const READ_BY_SETUP: ReadonlySet<string> = new Set(['spotify', 'deezer', 'youtube']);

/**
 * The artist's ids on the other platforms MusicBrainz links (Apple Music, SoundCloud, TikTok,
 * Instagram, …), as the add call's parser reads them: a later link of hers finds this profile
 * instead of making another (decision 075).
 */
function idsOfLinks(links: readonly string[]): ExternalIds {
  const ids: ExternalIds = {};
  for (const link of links) {
    const parsed = parseArtistLink(link);
    if (parsed.ok && !READ_BY_SETUP.has(parsed.source) && !ids[parsed.source]) {
      ids[parsed.source] = parsed.externalId;
    }
  }
  return ids;
}

/** The id in a platform link of MusicBrainz's list (`https://www.deezer.com/artist/27` -> 27). */
function idInLinks(links: readonly string[], host: RegExp): string | undefined {
  for (const link of links) {
    try {
      const url = new URL(link);
      if (!host.test(url.hostname)) continue;
      const segments = url.pathname.split('/').filter(Boolean);
      const at = segments.indexOf('artist');
      if (at >= 0 && segments[at + 1]) return segments[at + 1];
    } catch {}
  }
  return undefined;
}

/**
 * The link as MusicBrainz keeps its URL relations (issue 27): its look-up is exact, so a pasted
 * link's query, name slug or case (`music.apple.com/us/artist/name/1?l=fr`) would find nothing.
 */
function musicBrainzForm(link: string): string {
  const parsed = parseArtistLink(link);
  return parsed.ok ? parsed.canonicalLink : link;
}

/** A YouTube channel id (UC and 22 characters); a profile added by an @handle link has none yet. */
const isChannelId = (id: string | undefined) => id !== undefined && /^UC[\w-]{22}$/.test(id);

const sameName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

interface Clients {
  spotify?: SpotifyClient;
  deezer?: DeezerClient;
  musicBrainz?: MusicBrainzClient;
  youtube?: YouTubeClient;
}

/** Who the link is: the name and the ids on Deezer, Spotify and MusicBrainz that are known. */
async function identify(clients: Clients, setup: PendingSetup) {
  // The profile's own ids first: the link's, or one its owner linked to correct a match.
  const own = setup.external_ids;
  const mbArtist = own.musicbrainz
    ? { id: own.musicbrainz, name: '' }
    : clients.musicBrainz
      ? await clients.musicBrainz.artistOfLink(musicBrainzForm(setup.link))
      : null;
  const links =
    mbArtist && clients.musicBrainz ? await clients.musicBrainz.artistLinks(mbArtist.id) : null;
  const spotifyId = own.spotify ?? idInLinks(links?.links ?? [], /(^|\.)spotify\.com$/);
  const spotifyName =
    spotifyId && clients.spotify ? (await clients.spotify.artist(spotifyId)).name : undefined;
  let deezerId = own.deezer ?? idInLinks(links?.links ?? [], /(^|\.)deezer\.com$/);
  const deezerArtist = deezerId && clients.deezer ? await clients.deezer.artist(deezerId) : null;
  const name = spotifyName ?? links?.name ?? (mbArtist?.name || deezerArtist?.name);
  if (!name) {
    throw new SetupFailed(
      'No platform this installation reads knows the artist of this link (MusicBrainz, Deezer and Spotify were asked).',
    );
  }
  if (!deezerArtist && clients.deezer) {
    // No link between them: Deezer's artist of exactly that name, its most followed first.
    const found = (await clients.deezer.searchArtists(name)).filter((artist) =>
      sameName(artist.name, name),
    );
    found.sort((a, b) => (b.nb_fan ?? 0) - (a.nb_fan ?? 0));
    deezerId = found[0] ? String(found[0].id) : undefined;
  } else if (!deezerArtist) deezerId = undefined;
  return {
    name,
    spotifyId,
    deezerId,
    musicBrainzId: mbArtist?.id,
    country: links?.country ?? null,
    imageUrl: deezerArtist?.picture_xl ?? null,
    links: links?.links ?? [],
  };
}

interface CatalogueTrack {
  deezerId: string;
  title: string;
  isrc: string;
  releaseDate: string | null;
}

/** The artist's tracks on Deezer (album by album, each track for its ISRC), the key of the rest. */
async function readCatalogue(deezer: DeezerClient, artistId: string): Promise<CatalogueTrack[]> {
  const albums = (await deezer.artistAlbums(artistId)).slice(0, MAX_ALBUMS);
  const tracks = new Map<string, CatalogueTrack>();
  for (const album of albums) {
    const read = await deezer.album(String(album.id));
    for (const item of read.tracks.data) {
      const details = await deezer.trackDetails(String(item.id));
      const performers = details.contributors ?? [];
      // Compilations list other artists' tracks too: only the artist's own are theirs.
      if (performers.length > 0 && !performers.some((p) => String(p.id) === artistId)) continue;
      const isrc = details.isrc?.replaceAll('-', '').toUpperCase();
      if (!isrc || tracks.has(isrc)) continue;
      tracks.set(isrc, {
        deezerId: String(details.id),
        title: details.title,
        isrc,
        releaseDate: details.release_date ?? read.release_date ?? null,
      });
    }
  }
  return [...tracks.values()];
}

/**
 * The profile's name, ids and tracks written at once; it is monitored from then on. When another
 * profile holds the artist's MusicBrainz id (two of her links added before either setup ended),
 * the two become the older one (decision 075): the id this answers, or null when the profile
 * stays.
 */
async function storeProfile(
  db: Database,
  accountId: number,
  artist: Awaited<ReturnType<typeof identify>>,
  tracks: readonly (CatalogueTrack & { spotifyId: string | null })[],
): Promise<number | null> {
  const accountIds: ExternalIds = {
    ...(artist.deezerId ? { deezer: artist.deezerId } : {}),
    ...(artist.spotifyId ? { spotify: artist.spotifyId } : {}),
    ...(artist.musicBrainzId ? { musicbrainz: artist.musicBrainzId } : {}),
  };
  const listed = idsOfLinks(artist.links);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // Two setups of one artist write her MusicBrainz id one after the other (decision 075).
    if (artist.musicBrainzId) await lockMusicBrainzArtist(t, artist.musicBrainzId);
    await tx.execute(sql`
      update accounts set name = ${artist.name}, country_code = coalesce(${artist.country}, country_code),
        image_url = coalesce(${artist.imageUrl}, image_url),
        external_ids = ${JSON.stringify(listed)}::jsonb || external_ids || ${JSON.stringify(accountIds)}::jsonb,
        monitored_since = coalesce(monitored_since, now())
      where id = ${accountId}`);
    const rows = tracks.map((track) => ({
      id_unique: stableId('track', 'deezer', track.deezerId),
      title: track.title,
      isrc: track.isrc,
      release_date: track.releaseDate,
      external_ids: {
        deezer: track.deezerId,
        ...(track.spotifyId ? { [SPOTIFY_WEB_KEY]: track.spotifyId } : {}),
      },
    }));
    // A track another profile brought in already (the same ISRC) gains the ids, not a twin.
    await tx.execute(sql`
      with given as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(id_unique text, title text, isrc text, release_date date, external_ids jsonb)),
      known as (
        update tracks t set external_ids = g.external_ids || t.external_ids
        from given g where upper(replace(t.isrc, '-', '')) = g.isrc
        returning t.id, g.isrc),
      added as (
        insert into tracks (id_unique, title, isrc, release_date, external_ids)
        select g.id_unique, g.title, g.isrc, g.release_date, g.external_ids from given g
        where not exists (select 1 from known k where k.isrc = g.isrc)
        on conflict (id_unique) do update set external_ids = excluded.external_ids || tracks.external_ids
        returning id),
      ours as (select id from known union select id from added),
      linked as (
        insert into track_artists (track_id, account_id, role)
        select id, ${accountId}, 'primary' from ours
        on conflict do nothing)
      -- Set up again from a corrected id: the old match's tracks leave the profile.
      delete from track_artists ta where ta.account_id = ${accountId}
        and not exists (select 1 from ours o where o.id = ta.track_id)`);
    if (!artist.musicBrainzId) return null;
    const merged = await settleMusicBrainzId(t, accountId, artist.musicBrainzId);
    return merged && merged.keep !== accountId ? merged.keep : null;
  });
}

/**
 * Links the artist's YouTube channel when one is found with confidence (`findYouTubeChannel`,
 * decision 065). YouTube not answering, or putting us off, leaves the profile without it: the
 * setup goes on without a channel.
 */
async function linkYouTubeChannel(
  context: PlatformJobContext,
  youtube: YouTubeClient,
  accountId: number,
  artist: { name: string; links: readonly string[] },
) {
  try {
    const match = await findYouTubeChannel(youtube, artist);
    if (match.channelId === null) {
      context.log.info(`youtube channel of ${artist.name}: ${match.reason}`);
      return;
    }
    await context.db.execute(sql`
      update accounts set external_ids = external_ids || ${JSON.stringify({ youtube: match.channelId })}::jsonb
      where id = ${accountId} and coalesce(external_ids ->> 'youtube', '') !~ '^UC[A-Za-z0-9_-]{22}$'`);
    context.log.info(
      `youtube channel of ${artist.name}: ${match.title} (${match.channelId}) by its ${match.rule}`,
    );
  } catch (error) {
    if (!(error instanceof FetchFailedError) && !(error instanceof PlatformDeferredError)) {
      throw error;
    }
    context.log.warn(`youtube channel of ${artist.name} not looked up: ${error.message}`);
  }
}

/**
 * Finishes the profiles added by a link (spec §4 in-progress banner, issue 27): the artist found
 * from the link (MusicBrainz's link relations, Spotify, Deezer), the catalogue read from Deezer
 * (releases, tracks, ISRCs), the Spotify tracks matched by ISRC, the profile monitored and its
 * first refresh run on the real day. Each setup ends done, or failed with the reason; a platform
 * that asked to be left (Retry-After, budget) leaves it in progress for the next round.
 */
export async function finishAccountSetups(
  context: PlatformJobContext,
  options: SetupOptions,
): Promise<{ done: number; failed: number; waiting: number; merged: number }> {
  const counts = { done: 0, failed: 0, waiting: 0, merged: 0 };
  const only = options.setupIds
    ? sql`and s.id = any(${`{${options.setupIds.map(Number).join(',')}}`}::bigint[])`
    : sql``;
  const pending = await queryRows<PendingSetup>(
    context.db,
    sql`select s.id, s.account_id, s.link, a.external_ids from account_setups s
        join accounts a on a.id = s.account_id
        where s.status = 'in_progress' ${only}
        order by s.id`,
  );
  if (pending.length === 0) return counts;
  const now = options.now ?? Date.now;
  const clock = { now, ...(options.sleep ? { sleep: options.sleep } : {}) };
  const guard: PlatformGuard = { succeeded: 0, failed: 0, lastError: undefined };
  const { spotify, deezer, musicBrainz, youtube } = options.connectors;
  const clients: Clients = {
    ...(spotify ? { spotify: guardClient(spotify, 'spotify', context.db, guard, clock) } : {}),
    ...(deezer ? { deezer: guardClient(deezer, 'deezer', context.db, guard, clock) } : {}),
    ...(musicBrainz
      ? { musicBrainz: guardClient(musicBrainz, 'musicbrainz', context.db, guard, clock) }
      : {}),
    ...(youtube ? { youtube: guardClient(youtube, 'youtube', context.db, guard, clock) } : {}),
  };
  for (const setup of pending) {
    const id = Number(setup.id);
    try {
      if (!options.realPlatforms) throw new SetupFailed(REAL_PLATFORMS_OFF_REASON);
      if (!clients.deezer) {
        throw new SetupFailed(
          'Deezer is off on this installation (DEEZER_ENABLED): the catalogue is read from Deezer.',
        );
      }
      await setStep(context.db, id, 'Finding the artist');
      const artist = await identify(clients, setup);
      if (!artist.deezerId) {
        throw new SetupFailed(`Deezer has no artist named ${artist.name}: no catalogue to read.`);
      }
      await setStep(context.db, id, `Reading ${artist.name}'s releases`);
      const catalogue = await readCatalogue(clients.deezer, artist.deezerId);
      await setStep(context.db, id, 'Matching the tracks on the other platforms');
      const tracks = [];
      for (const track of catalogue) {
        const spotifyId = clients.spotify ? await clients.spotify.trackIdByIsrc(track.isrc) : null;
        tracks.push({ ...track, spotifyId });
      }
      const mergedInto = await storeProfile(context.db, Number(setup.account_id), artist, tracks);
      if (mergedInto !== null) {
        // Her other profile, older, has it all now; this setup ended as merged with it.
        counts.merged++;
        context.log.info(`setup ${id}: ${artist.name} merged into profile ${mergedInto}`);
        continue;
      }
      // An @handle (the link the profile was added by) is not a channel: the channel is found.
      if (clients.youtube && !isChannelId(setup.external_ids.youtube)) {
        await setStep(context.db, id, 'Finding the YouTube channel');
        await linkYouTubeChannel(context, clients.youtube, Number(setup.account_id), artist);
      }
      await setStep(context.db, id, 'Reading the first figures');
      await refreshRealPlatforms(context, realDay(now()), {
        connectors: options.connectors,
        settings: options.settings,
        now,
        countsAsDailyRun: options.dailyRunDue === true,
        ...(options.sleep ? { sleep: options.sleep } : {}),
      });
      if (!(await finish(context.db, id, 'done', null))) {
        // Another setup of hers, of an older profile, merged this one meanwhile.
        counts.merged++;
        context.log.info(`setup ${id}: ${artist.name} merged into an older profile meanwhile`);
        continue;
      }
      counts.done++;
      context.log.info(`setup ${id}: ${artist.name}, ${tracks.length} tracks, done`);
    } catch (error) {
      if (error instanceof PlatformDeferredError) {
        counts.waiting++;
        context.log.info(`setup ${id} waits: ${error.message}`);
        continue;
      }
      if (!(error instanceof SetupFailed) && !(error instanceof FetchFailedError)) throw error;
      const reason =
        error instanceof SetupFailed
          ? error.message
          : `A platform did not answer: ${error.message}`;
      await finish(context.db, id, 'failed', reason);
      counts.failed++;
      context.log.warn(`setup ${id} failed: ${reason}`);
    }
  }
  return counts;
}
