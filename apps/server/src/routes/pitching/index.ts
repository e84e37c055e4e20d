import type { AppInstance } from '../../app-instance';
import { contactHistoryRoute } from './contact-history';
import { listPlaylistFitsRoute } from './list-playlist-fits';
import { sendPitchRoute } from './send-pitch';
import { unsubscribeFromPitchesRoute } from './unsubscribe-from-pitches';

/** Issue 23: /marketing's playlist pitching and spec §2 Contact history (docs/decisions/046). */
export function pitchingRoutes(app: AppInstance) {
  listPlaylistFitsRoute(app);
  sendPitchRoute(app);
  contactHistoryRoute(app);
  unsubscribeFromPitchesRoute(app);
}
