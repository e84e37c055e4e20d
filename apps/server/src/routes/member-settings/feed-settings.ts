import { memberSettingsEndpoints } from '@songstats/contract';
import { setMemberHideBottedPlaylists } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { serveEndpoint } from '../serve-endpoint';

/**
 * Issue 28 (decision 057): GET /members/feed_settings and PUT /members/update_feed_settings
 * {hideBottedPlaylists}: the member's own choice to leave botted playlists out of their feed. The
 * feed query applies it on the server; no member reads or sets another's.
 */
export function feedSettingsRoutes(app: AppInstance) {
  const read = memberSettingsEndpoints.feedSettings;
  serveEndpoint(app, read, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => ({
      hideBottedPlaylists: sessionOf(request).member.hideBottedPlaylists,
    }),
  });
  const update = memberSettingsEndpoints.updateFeedSettings;
  serveEndpoint(app, update, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const hide = await setMemberHideBottedPlaylists(
        app.db,
        member.id,
        request.body.hideBottedPlaylists,
      );
      return {
        hideBottedPlaylists: hide,
        message: hide
          ? 'Botted playlists are hidden from your feed.'
          : 'Botted playlists show in your feed again.',
      };
    },
  });
}
