import { SMART_LINK_TEXTS, smartLinkEndpoints } from '@songstats/contract';
import { updateSmartLink } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { forgetFanPage } from '../../fan-pages/fan-pages';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { checkServices } from './check-services';
import { presentSmartLink } from './present-smart-link';
import { loadSmartLink } from './smart-link-access';

const endpoint = smartLinkEndpoints.update;

/** Issue 23 smart_links/update: the profile's team changes a link, its buttons and their order. */
export function updateSmartLinkRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['smart links'],
    handler: async (request) => {
      const { id, services, ...changes } = request.body;
      const { link } = await loadSmartLink(app.db, request, id, 'edit');
      const state = changes.state ?? link.state;
      const checked = checkServices(services ?? link.services, state);
      const saved = await updateSmartLink(app.db, link.id, {
        ...changes,
        ...(services !== undefined || changes.state !== undefined ? { services: checked } : {}),
      });
      if (!saved.ok) throw new HttpError(409, SMART_LINK_TEXTS.slugTaken);
      forgetFanPage(app.db, link.slug, saved.link.slug);
      return { message: SMART_LINK_TEXTS.saved, link: presentSmartLink(request, saved.link, true) };
    },
  });
}
