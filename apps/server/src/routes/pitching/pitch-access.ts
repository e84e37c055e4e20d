import { PITCH_TEXTS } from '@songstats/contract';
import {
  type Database,
  findInsightTrack,
  type InsightTrack,
  listSmartLinkAccountIds,
  type TrackPerson,
} from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';

export interface PitchTrack {
  track: InsightTrack;
  /** The member's profile the track belongs to; null for a site admin reading another's. */
  account: TrackPerson | null;
  artistName: string;
}

/**
 * A track the caller may pitch: one of a profile they own or their team gives them (as smart
 * links, decision 034). Site admins read any track's fits (support looks) but send no pitch.
 */
export async function loadPitchTrack(
  db: Database,
  request: FastifyRequest,
  trackIdUnique: string,
  intent: 'read' | 'send',
): Promise<PitchTrack> {
  const { member } = sessionOf(request);
  const track = await findInsightTrack(db, trackIdUnique);
  if (!track || track.hidden) throw new HttpError(404, PITCH_TEXTS.unknownTrack);
  const accountIds = new Set(await listSmartLinkAccountIds(db, member.id));
  const owners = [...track.performers, ...(track.label ? [track.label] : [])];
  const account = owners.find((owner) => accountIds.has(owner.id)) ?? null;
  if (!account && !(member.isAdmin && intent === 'read')) {
    throw new HttpError(403, PITCH_TEXTS.notYours);
  }
  const primary = track.performers.filter((performer) => performer.role === 'primary');
  const artistName =
    (primary.length > 0 ? primary : track.performers).map((p) => p.name).join(', ') ||
    (account?.name ?? '');
  return { track, account, artistName };
}
