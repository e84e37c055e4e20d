import { randomBytes } from 'node:crypto';
import { PRESAVE_TEXTS, presaveEndpoints } from '@songstats/contract';
import {
  createPresaveCampaign,
  deletePresaveCampaign,
  listPresaveCampaigns,
  listPresaveFans,
  listTeamOwnersOf,
  members,
  type PresaveCampaignRow,
} from '@songstats/db';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { loadCampaign, presaveOrigin } from './campaign-access';
import { emailCsv, presentCampaign, presentDetail } from './present-campaign';

const TAGS = ['presaves'];

async function ownerNames(app: AppInstance, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await app.db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function present(
  app: AppInstance,
  request: FastifyRequest,
  campaign: PresaveCampaignRow,
  canManage: boolean,
) {
  const fans = await listPresaveFans(app.db, campaign.id);
  const names = await ownerNames(app, [campaign.ownerMemberId]);
  const item = presentCampaign(campaign, {
    origin: presaveOrigin(request),
    ownerName: names.get(campaign.ownerMemberId) ?? '',
    canManage,
    fans: fans.length,
    delivered: fans.filter((fan) => fan.state === 'delivered').length,
  });
  return { item, fans };
}

/** The date in UTC, YYYY-MM-DD. */
const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Issue 23: pre-save campaigns (docs/presaves.md). */
export function presaveRoutes(app: AppInstance) {
  serveEndpoint(app, presaveEndpoints.index, {
    access: 'member',
    tags: TAGS,
    handler: async (request) => {
      const { member } = sessionOf(request);
      const owners = (await listTeamOwnersOf(app.db, [member.id])).get(member.id) ?? new Set();
      const campaigns = await listPresaveCampaigns(app.db, [member.id, ...owners]);
      const answer = [];
      for (const campaign of campaigns) {
        const { item } = await present(
          app,
          request,
          campaign,
          campaign.ownerMemberId === member.id ||
            (await loadCampaign(app.db, request, campaign.id)).canManage,
        );
        answer.push(item);
      }
      return { campaigns: answer };
    },
  });

  serveEndpoint(app, presaveEndpoints.createCampaign, {
    access: 'member',
    tags: TAGS,
    handler: async (request) => {
      const { member } = sessionOf(request);
      const input = request.body;
      if (input.releaseDate < todayOf(new Date(Date.now() - 86_400_000))) {
        // A day of slack: the fan's "today" may be behind UTC.
        throw new HttpError(400, PRESAVE_TEXTS.releaseInPast);
      }
      const services = [...new Set(input.services)];
      if (services.includes('spotify') && !input.spotifyUri) {
        throw new HttpError(400, PRESAVE_TEXTS.serviceIdMissing('Spotify'));
      }
      if (services.includes('deezer') && !input.deezerAlbumId) {
        throw new HttpError(400, PRESAVE_TEXTS.serviceIdMissing('Deezer'));
      }
      const slug =
        input.slug ??
        `${
          input.title
            .toLowerCase()
            .normalize('NFKD')
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-+|-+$/g, '')
            .slice(0, 40) || 'presave'
        }-${randomBytes(3).toString('hex')}`;
      const campaign = await createPresaveCampaign(app.db, {
        ownerMemberId: member.id,
        slug,
        title: input.title,
        artistName: input.artistName,
        releaseDate: input.releaseDate,
        artworkUrl: input.artworkUrl ?? null,
        services,
        spotifyUri: services.includes('spotify') ? (input.spotifyUri ?? null) : null,
        spotifyArtistUri: services.includes('spotify') ? (input.spotifyArtistUri ?? null) : null,
        deezerAlbumId: services.includes('deezer') ? (input.deezerAlbumId ?? null) : null,
        deezerArtistId: services.includes('deezer') ? (input.deezerArtistId ?? null) : null,
        consentText: input.consentText || PRESAVE_TEXTS.defaultConsent(input.artistName),
      });
      if (!campaign) throw new HttpError(409, PRESAVE_TEXTS.slugTaken);
      const { item } = await present(app, request, campaign, true);
      return { message: PRESAVE_TEXTS.created(campaign.title), campaign: item };
    },
  });

  serveEndpoint(app, presaveEndpoints.campaign, {
    access: 'member',
    tags: TAGS,
    handler: async (request) => {
      const { campaign, canManage } = await loadCampaign(app.db, request, request.query.campaignId);
      const { item, fans } = await present(app, request, campaign, canManage);
      return presentDetail(item, fans);
    },
  });

  serveEndpoint(app, presaveEndpoints.exportEmails, {
    access: 'member',
    tags: TAGS,
    handler: async (request) => {
      const { campaign } = await loadCampaign(app.db, request, request.query.campaignId);
      const { csv, rows } = emailCsv(await listPresaveFans(app.db, campaign.id));
      return { fileName: `presave-${campaign.slug}-emails.csv`, csv, rows };
    },
  });

  serveEndpoint(app, presaveEndpoints.deleteCampaign, {
    access: 'member',
    tags: TAGS,
    handler: async (request) => {
      const { campaign, canManage } = await loadCampaign(app.db, request, request.query.campaignId);
      if (!canManage) throw new HttpError(403, PRESAVE_TEXTS.managersOnly);
      await deletePresaveCampaign(app.db, campaign.id);
      return { message: PRESAVE_TEXTS.deleted(campaign.title) };
    },
  });
}
