import {
  findInsightTrackAccess,
  type InsightAccount,
  type InsightTrack,
  type TrackPerson,
} from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { accessOf, type InsightAccess, serviceForSource } from './insight-access';

export const UNKNOWN_TRACK = 'This track does not exist.';
export const NOT_IN_CATALOGUE = "This track is not in this profile's catalogue.";

const asAccount = (person: TrackPerson): InsightAccount => ({
  id: person.id,
  idUnique: person.idUnique,
  type: person.type,
  name: person.name,
  imageUrl: person.imageUrl,
  hidden: person.hidden,
});

export interface TrackAccess extends InsightAccess {
  track: InsightTrack;
}

/**
 * A track's analytics are the analytics of its accounts (performers and label): the member sees
 * them through the account named by `idUnique`, or through any of its accounts when none is named.
 */
export async function loadTrackAccess(
  request: FastifyRequest,
  trackIdUnique: string,
  idUnique: string | undefined,
  sourceId: string,
): Promise<TrackAccess> {
  const { member } = sessionOf(request);
  const { track, managements } = await findInsightTrackAccess(
    request.server.db,
    trackIdUnique,
    member.id,
  );
  if (!track || (track.hidden && !member.isAdmin)) throw new HttpError(404, UNKNOWN_TRACK);
  const owners = [...track.performers, ...(track.label ? [track.label] : [])].map(asAccount);
  const candidates = idUnique ? owners.filter((owner) => owner.idUnique === idUnique) : owners;
  if (candidates.length === 0) {
    throw new HttpError(404, idUnique ? NOT_IN_CATALOGUE : UNKNOWN_TRACK);
  }
  const service = serviceForSource(sourceId, request.variant.id);
  const judged = candidates.map((account) => ({
    account,
    ...accessOf(account, managements, service, member.isAdmin),
    hasRadioAccess: accessOf(account, managements, 'radiostats', member.isAdmin).hasAccess,
  }));
  const chosen = judged.find((entry) => entry.hasAccess) ?? judged[0]!;
  return { track, ...chosen };
}
