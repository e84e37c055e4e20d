import type { AppInstance } from '../../app-instance';
import { activitySettingsRoute } from './activity-settings';
import { favoriteSourcesRoute } from './favorite-sources';
import { feedSettingsRoutes } from './feed-settings';
import { updateActivitySettingsRoute } from './update-activity-settings';
import { updateFavoriteSourcesRoute } from './update-favorite-sources';

/** spec §2 Settings > Activities and Favorite Sources: each member's own settings. */
export function memberSettingsRoutes(app: AppInstance) {
  activitySettingsRoute(app);
  updateActivitySettingsRoute(app);
  favoriteSourcesRoute(app);
  updateFavoriteSourcesRoute(app);
  feedSettingsRoutes(app);
}
