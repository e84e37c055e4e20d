import { playlistCheckerEndpoints, ZPlaylistPageParams } from '@songstats/contract';
import {
  checkMonth,
  findPlaylist,
  lastPlaylistReading,
  listPlaylistActivity,
  listPlaylistTracks,
  type PlaylistRecord,
  playlistFollowerGrowth,
  playlistRanks,
  readPlaylistHealth,
  recordPlaylistCheck,
} from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { presentPlaylistHealth } from '../../presenters/present-activity';
import { loadProvenanceBook, provenanceOf } from '../insights/provenance';
import { serveEndpoint } from '../serve-endpoint';
import { limitReachedText, memberCheckPlan, NO_PLAN_TEXT, usageText } from './check-plan';
import { playlistUrl } from './playlist-url';

const endpoint = playlistCheckerEndpoints.playlist;

export const PLAYLIST_NOT_FOUND = "We don't know this playlist.";

/** The part of the page everyone sees (spec §3 "Playlist result" and the track list). */
async function publicData(app: AppInstance, playlist: PlaylistRecord, memberId: number | null) {
  const [tracks, reading] = await Promise.all([
    listPlaylistTracks(app.db, playlist.id, memberId),
    lastPlaylistReading(app.db, playlist.id),
  ]);
  // Issue 28 (decision 063): the followers everyone sees tell their platform, the reading's day,
  // when the monitor finished it and whether fresh or stale; the growth chart is of the same.
  const book = await loadProvenanceBook(app.db, [reading?.day]);
  const provenance = provenanceOf(
    book,
    playlist.source,
    reading?.day ?? null,
    reading?.finishedAt ? { finishedAt: reading.finishedAt } : {},
  );
  return {
    name: playlist.name,
    artwork: playlist.imageUrl,
    ownerName: playlist.ownerName,
    // Read with the curator on the monitor's first sight of it (migration 0046).
    description: playlist.description,
    playlistType: playlist.playlistType,
    genres: playlist.genres,
    followersCount: playlist.followers,
    trackCount: tracks.length,
    url: playlistUrl(playlist.source, playlist.externalId),
    tracks,
    provenance,
  };
}

/** What a check unlocks (spec §1): ranks, follower growth, curator contact, activity. */
async function checkedData(app: AppInstance, playlist: PlaylistRecord) {
  const [ranks, followerGrowth, activity, health] = await Promise.all([
    playlistRanks(app.db, playlist),
    playlistFollowerGrowth(app.db, playlist.id),
    listPlaylistActivity(app.db, playlist),
    readPlaylistHealth(app.db, playlist.id),
  ]);
  const hasContact = playlist.curatorName !== null || playlist.curatorEmail !== null;
  return {
    ranks,
    followerGrowth,
    contact: hasContact ? { name: playlist.curatorName, email: playlist.curatorEmail } : null,
    activity,
    // Issue 28 (decision 057): Clean / Suspicious / Botted with its signals.
    health: health && presentPlaylistHealth(health.verdict, health.signals, health.day),
  };
}

const LOCKED = {
  ranks: null,
  followerGrowth: null,
  contact: null,
  activity: null,
  health: null,
};

/**
 * spec §2 /{sourceId}/{playlistId}, §3 "{product} state", §9 quotas (issue 24). Anyone sees the
 * playlist; a member with a plan sees its checked part, which counts one check of the calendar
 * month unless the playlist was checked this month already; past the plan's checks the answer
 * says hasExceededLimit with the message, and the checked part stays locked. An unknown
 * playlist is a 404.
 */
export function playlistPageRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'optional',
    tags: ['playlist_checker'],
    params: ZPlaylistPageParams,
    handler: async (request) => {
      const { sourceId, playlistId } = request.params;
      const playlist = await findPlaylist(app.db, sourceId, playlistId);
      if (!playlist) throw new HttpError(404, PLAYLIST_NOT_FOUND);
      const member = request.session?.member ?? null;
      const base = await publicData(app, playlist, member?.id ?? null);
      const answer = { sourceId, playlistId };
      if (!member) {
        return {
          ...answer,
          playlistData: { ...base, ...LOCKED },
          hasAccess: false,
          hasExceededLimit: false,
          hasSubscriptionAccess: false,
          usage: null,
          message: NO_PLAN_TEXT,
        };
      }
      const plan = await memberCheckPlan(app.db, member);
      if (!plan.hasSubscriptionAccess) {
        return {
          ...answer,
          playlistData: { ...base, ...LOCKED },
          hasAccess: false,
          hasExceededLimit: false,
          hasSubscriptionAccess: false,
          usage: null,
          message: NO_PLAN_TEXT,
        };
      }
      const outcome = await recordPlaylistCheck(app.db, {
        memberId: member.id,
        playlistId: playlist.id,
        limit: plan.limit,
      });
      const usage = {
        used: outcome.used,
        limit: plan.limit,
        month: checkMonth(),
        text: usageText(outcome.used, plan.limit),
      };
      if (!outcome.allowed) {
        return {
          ...answer,
          playlistData: { ...base, ...LOCKED },
          hasAccess: false,
          hasExceededLimit: true,
          hasSubscriptionAccess: true,
          usage,
          message: limitReachedText(plan.limit ?? 0),
        };
      }
      return {
        ...answer,
        playlistData: { ...base, ...(await checkedData(app, playlist)) },
        hasAccess: true,
        hasExceededLimit: false,
        hasSubscriptionAccess: true,
        usage,
        message: null,
      };
    },
  });
}
