import { adminMonitoredEndpoints, MONITORED_DESK_TEXTS } from '@songstats/contract';
import { listPlaylistsForAdmin, listStationsForAdmin, setMonitorExclusion } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { adminOf } from './admin-route';

/** Issue 26, Playlists and Radio Stations desks: the lists, and exclusion from monitoring. */
export function monitoredDeskRoutes(app: AppInstance) {
  const playlists = adminMonitoredEndpoints.playlists;
  serveEndpoint(app, playlists, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listPlaylistsForAdmin(app.db, request.query),
  });
  const stations = adminMonitoredEndpoints.stations;
  serveEndpoint(app, stations, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listStationsForAdmin(app.db, request.query),
  });

  for (const [endpoint, kind, notFound] of [
    [
      adminMonitoredEndpoints.setPlaylistExcluded,
      'playlist',
      MONITORED_DESK_TEXTS.playlistNotFound,
    ],
    [
      adminMonitoredEndpoints.setStationExcluded,
      'radio_station',
      MONITORED_DESK_TEXTS.stationNotFound,
    ],
  ] as const) {
    serveEndpoint(app, endpoint, {
      access: 'admin',
      tags: ['admin'],
      handler: async (request) => {
        const { id, excluded, reason } = request.body;
        const changed = await setMonitorExclusion(
          app.db,
          adminOf(request),
          kind,
          id,
          excluded ? (reason ?? '') : null,
        );
        if (!changed) throw new HttpError(404, notFound);
        return {
          message: excluded
            ? MONITORED_DESK_TEXTS.excluded(changed.name)
            : MONITORED_DESK_TEXTS.included(changed.name),
          excluded,
        };
      },
    });
  }
}
