import { playlistCheckerEndpoints, ZPlaylistPageParams } from '@songstats/contract';
import {
  checkMonth,
  findPlaylist,
  listPlaylistActivity,
  listPlaylistTracks,
  type PlaylistRecord,
  playlistFollowerGrowth,
  playlistRanks,
  recordPlaylistCheck,
} from '@songstats/db';
import type { AppInstance } from '../../app';
import { optionalMember } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../responses';
import { limitReachedText, memberCheckPlan, NO_PLAN_TEXT, usageText } from './check-plan';
import { playlistUrl } from './playlist-url';

const endpoint = playlistCheckerEndpoints.playlist;

export const PLAYLIST_NOT_FOUND = "We don't know this playlist.";

/** The part of the page everyone sees (spec §3 "Playlist result" and the track list). */
async function publicData(app: AppInstance, playlist: PlaylistRecord, memberId: number | null) {
  const tracks = await listPlaylistTracks(app.db, playlist.id, memberId);
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
  };
}

/** What a check unlocks (spec §1): ranks, follower growth, curator contact, activity. */
async function checkedData(app: AppInstance, playlist: PlaylistRecord) {
  const [ranks, followerGrowth, activity] = await Promise.all([
    playlistRanks(app.db, playlist),
    playlistFollowerGrowth(app.db, playlist.id),
    listPlaylistActivity(app.db, playlist),
  ]);
  const hasContact = playlist.curatorName !== null || playlist.curatorEmail !== null;
  return {
    ranks,
    followerGrowth,
    contact: hasContact ? { name: playlist.curatorName, email: playlist.curatorEmail } : null,
    activity,
  };
}

const LOCKED = { ranks: null, followerGrowth: null, contact: null, activity: null };

/**
 * spec §2 /{sourceId}/{playlistId}, §3 "{product} state", §9 quotas (issue 24). Anyone sees the
 * playlist; a member with a plan sees its checked part, which counts one check of the calendar
 * month unless the playlist was checked this month already; past the plan's checks the answer
 * says hasExceededLimit with the message, and the checked part stays locked. An unknown
 * playlist is a 404.
 */
export function playlistPageRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['playlist_checker'],
      params: ZPlaylistPageParams,
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: optionalMember,
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
