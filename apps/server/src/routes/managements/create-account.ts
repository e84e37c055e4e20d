import { managementEndpoints } from '@songstats/contract';
import { createAccountFromLink, findAccountForMember } from '@songstats/db';
import {
  addProfileMessage,
  isCaseInsensitiveArtistId,
  parseArtistLink,
  parseCreatorLink,
  sourceById,
} from '@songstats/domain';
import { readRealModeSettings, watchesRealPlatforms } from '@songstats/monitor';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { HttpError } from '../../plugins/errors';
import { presentAccount } from '../../presenters/present-account';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = managementEndpoints.createAccount;

/**
 * The platforms whose artist ids the setup reads itself (decision 054): a new profile from their
 * link is set up, or fails with the reason. The other links are resolved by MusicBrainz's URL
 * relations (decision 070), which the demo world alone never asks.
 */
const SETUP_READS_IDS: ReadonlySet<string> = new Set(['spotify', 'deezer']);

/** Issue 27: an artist link no profile of the demo world holds, on a demo-only installation. */
export const UNRESOLVED_IN_DEMO_WORLD = (platform: string) =>
  `No artist of the demo world has this ${platform} link, and this installation watches the demo world only (MONITOR_SOURCES=world), so it cannot look the link up on MusicBrainz. Add the artist by another of their links.`;

/**
 * The profile a link asks for: an artist from their link on a streaming service, YouTube,
 * SoundCloud, TikTok or Instagram (issue 27), or on the social product a creator from a TikTok,
 * Instagram, YouTube or Twitch profile link (issue 25); a link of the other kind is refused with
 * the dialog's message.
 */
function profileOfLink(request: FastifyRequest, link: string) {
  if (request.variant.id === 'social') {
    const creator = parseCreatorLink(link);
    if (!creator.ok) throw new HttpError(400, creator.message);
    return { type: 'creator' as const, source: creator.source, externalId: creator.externalId };
  }
  const artist = parseArtistLink(link);
  if (!artist.ok) throw new HttpError(400, artist.message);
  return {
    type: 'artist' as const,
    source: artist.source,
    externalId: artist.externalId,
    caseInsensitive: isCaseInsensitiveArtistId(artist.source, artist.externalId),
    // A link only MusicBrainz resolves makes a new profile only when the real platforms are read.
    createUnknown:
      SETUP_READS_IDS.has(artist.source) || watchesRealPlatforms(readRealModeSettings(process.env)),
  };
}

/**
 * spec §2, §5, §7 create_account {link}: the add-profile dialog's artist request (a creator's on
 * the social product, issue 25). An unknown profile becomes the member's own; one that exists is
 * followed, never handed over, and `claim` asks an admin for its ownership (issue 20,
 * docs/decisions/019).
 */
export function createAccountRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['managements'],
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
      if (!added) {
        throw new HttpError(404, UNRESOLVED_IN_DEMO_WORLD(sourceById(parsed.source)?.name ?? ''));
      }
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
