import { SMART_LINK_TEXTS, smartLinkEndpoints } from '@songstats/contract';
import { createSmartLink, findInsightTrack, listSmartLinkAccountIds } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { checkServices } from './check-services';
import { freeSlug } from './list-link-tracks';
import { presentSmartLink } from './present-smart-link';
import { slugOf, trackServices } from './track-services';

const endpoint = smartLinkEndpoints.create;

/**
 * Issue 23 smart_links/create: a link for a track of a profile the member owns or their team
 * gives them. What is left out comes from the catalogue: the title, the artist, the artwork,
 * the services (the track's links) and a free short link; a new link is a draft unless asked.
 */
export function createSmartLinkRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['smart links'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const body = request.body;
      const track = await findInsightTrack(app.db, body.trackIdUnique);
      if (!track || track.hidden) throw new HttpError(404, SMART_LINK_TEXTS.unknownTrack);
      const accountIds = new Set(await listSmartLinkAccountIds(app.db, member.id));
      const owners = [...track.performers, ...(track.label ? [track.label] : [])];
      const account = owners.find((owner) => accountIds.has(owner.id));
      if (!account) throw new HttpError(403, SMART_LINK_TEXTS.notYours);
      const state = body.state ?? 'draft';
      const services = checkServices(body.services ?? trackServices(track.externalIds), state);
      const created = await createSmartLink(app.db, {
        slug: body.slug ?? (await freeSlug(app.db, slugOf(track.title))),
        accountId: account.id,
        trackId: track.id,
        createdBy: member.id,
        title: body.title ?? track.title,
        artistName:
          body.artistName ??
          (track.performers
            .filter((performer) => performer.role === 'primary')
            .map((p) => p.name)
            .join(', ') ||
            account.name),
        artworkUrl: body.artworkUrl !== undefined ? body.artworkUrl : track.imageUrl,
        state,
        services,
      });
      if (!created.ok) throw new HttpError(409, SMART_LINK_TEXTS.slugTaken);
      return {
        message: SMART_LINK_TEXTS.created,
        link: presentSmartLink(request, created.link, true),
      };
    },
  });
}
