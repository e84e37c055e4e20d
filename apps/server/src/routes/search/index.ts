import type { AppInstance } from '../../app-instance';
import { artistLabelSearchRoute } from './artist-label-search';
import { playlistSearchRoute } from './playlist-search';
import { searchAllRoute } from './search-all';

/** spec §7 "Search". */
export function searchRoutes(app: AppInstance) {
  searchAllRoute(app);
  artistLabelSearchRoute(app);
  playlistSearchRoute(app);
}
