import { managementEndpoints } from '@songstats/contract';
import { createAccountFromLink, findAccountForMember } from '@songstats/db';
import { addProfileMessage, parseCreatorLink, TEXTS } from '@songstats/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { HttpError } from '../../plugins/errors';
import { presentAccount } from '../../presenters/present-account';
import { errorResponses } from '../responses';
import { parseArtistLink } from './parse-artist-link';

const endpoint = managementEndpoints.createAccount;

/**
 * The profile a link asks for: an artist from a streaming-service artist link, or on the social
 * product a creator from a TikTok, Instagram, YouTube or Twitch profile link (issue 25); a link
 * of the other kind is refused with the dialog's message.
 */
function profileOfLink(request: FastifyRequest, link: string) {
  if (request.variant.id === 'social') {
    const creator = parseCreatorLink(link);
    if (!creator.ok) throw new HttpError(400, creator.message);
    return { type: 'creator' as const, source: creator.source, externalId: creator.externalId };
  }
  const artist = parseArtistLink(link);
  if (!artist) throw new HttpError(400, TEXTS.addProfile.needsStreamingArtistLink);
  return { type: 'artist' as const, ...artist };
}

/**
 * spec §2, §5, §7 create_account {link}: the add-profile dialog's artist request (a creator's on
 * the social product, issue 25). An unknown profile becomes the member's own; one that exists is
 * followed, never handed over, and `claim` asks an admin for its ownership (issue 20,
 * docs/decisions/019).
 */
export function createAccountRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['managements'],
      body: endpoint.body,
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const parsed = profileOfLink(request, request.body.link);
      const { member } = sessionOf(request);
      const added = await createAccountFromLink(app.db, {
        memberId: member.id,
        isAdmin: member.isAdmin,
        link: request.body.link,
        claim: request.body.claim === true,
        ...parsed,
      });
      // Issue 22: a profile new to the member's lists reaches their team, with the team's plan.
      if (added.outcome === 'created' || added.outcome === 'following') {
        await syncMemberAccess(app.db, member.id);
      }
      const found = await findAccountForMember(app.db, added.account.idUnique, member.id);
      const item = presentAccount(found!);
      return {
        isAccountSetupInProgress: item.isAccountSetupInProgress,
        message: addProfileMessage(
          added.outcome,
          item.name,
          item.isAccountSetupInProgress,
          added.account.type,
        ),
        baseUrl: item.baseUrl,
        item,
        outcome: added.outcome,
      };
    },
  });
}
