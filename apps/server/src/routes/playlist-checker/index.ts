import type { AppInstance } from '../../app-instance';
import { checkUsageRoute } from './check-usage';
import { playlistPageRoute } from './playlist-page';

/** Issue 24: the playlist-checking product's playlist page and its monthly checks (spec §2, §3, §9). */
export function playlistCheckerRoutes(app: AppInstance) {
  playlistPageRoute(app);
  checkUsageRoute(app);
}
