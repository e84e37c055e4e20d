import { PRESAVE_TEXTS } from '@songstats/contract';
import {
  type Database,
  findPresaveCampaign,
  findTeamOfOwner,
  findTeamSeatOfMember,
  type PresaveCampaignRow,
} from '@songstats/db';
import { VARIANTS } from '@songstats/domain';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';

export interface CampaignAccess {
  campaign: PresaveCampaignRow;
  /** The owner and the admins of the owner's team; teammates and site admins only look. */
  canManage: boolean;
}

/**
 * A campaign the caller may see: their own, their team owner's (a teammate), or any for a site
 * admin. Any other campaign is unknown (404): it tells nothing of other members' campaigns.
 */
export async function loadCampaign(
  db: Database,
  request: FastifyRequest,
  campaignId: number,
): Promise<CampaignAccess> {
  const { member } = sessionOf(request);
  const campaign = await findPresaveCampaign(db, campaignId);
  if (!campaign) throw new HttpError(404, PRESAVE_TEXTS.unknownCampaign);
  if (campaign.ownerMemberId === member.id) return { campaign, canManage: true };
  const team = await findTeamOfOwner(db, campaign.ownerMemberId);
  const seat = team ? await findTeamSeatOfMember(db, team.id, member.id) : null;
  if (seat) return { campaign, canManage: seat.role === 'owner' || seat.role === 'admin' };
  if (member.isAdmin) return { campaign, canManage: false };
  throw new HttpError(404, PRESAVE_TEXTS.unknownCampaign);
}

const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** The presave product's origin as seen from this request: its local port, or its brand host. */
export function presaveOrigin(request: FastifyRequest): string {
  const host = (request.headers.host ?? '').toLowerCase();
  const local = host.match(LOCAL);
  if (local) return `http://${local[1]}:${request.server.presavePort}`;
  return `https://${VARIANTS.presave.brandHosts[0]}`;
}
