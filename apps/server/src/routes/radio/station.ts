import { radioEndpoints, type StationResponse } from '@songstats/contract';
import {
  findStation,
  listMemberAccessHashes,
  listMemberTrackIds,
  listStationArtists,
  listStationDaySpins,
  listStationTracks,
  type StationRow,
} from '@songstats/db';
import {
  type AccessHash,
  hasServiceAccess,
  lockedTabPrompt,
  RADIO_TEXTS,
  stationKindName,
  VARIANTS,
} from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { countryName } from '../../presenters/present-audience';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = radioEndpoints.station;

function presentStation(row: StationRow): StationResponse['station'] {
  return {
    id: row.externalId,
    name: row.name,
    kind: row.kind,
    kindName: stationKindName(row.kind),
    countryCode: row.countryCode,
    countryName: countryName(row.countryCode),
    cityName: row.cityName,
    format: row.format,
    imageUrl: row.imageUrl,
  };
}

/**
 * What a member may see of radio (spec §6): admins, and members with radio access on any of their
 * managements (their own subscription, a team's seat, the Professional plan with radio). The
 * locked prompt of the others says Premium Feature when they have some product, else
 * "You've discovered Radiostats!".
 */
async function radioAccessOf(app: AppInstance, member: { id: number; isAdmin: boolean }) {
  if (member.isAdmin) return { hasAccess: true, lockedReason: null };
  const hashes = (await listMemberAccessHashes(app.db, member.id)) as AccessHash[];
  if (hashes.some((hash) => hasServiceAccess(hash, 'radiostats'))) {
    return { hasAccess: true, lockedReason: null };
  }
  const prompt = lockedTabPrompt({
    hasProduct: hashes.some((hash) => Object.values(hash ?? {}).some((level) => level !== 'none')),
    isUpgradable: false,
    product: VARIANTS.radio.name,
  });
  return { hasAccess: false, lockedReason: prompt.title };
}

/** Issue 24: GET /radio/station, a station's page (docs/radio.md). */
export function stationRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['radio'],
    handler: async (request): Promise<StationResponse> => {
      const { member } = sessionOf(request);
      const row = await findStation(app.db, request.query.stationId);
      if (!row) throw new HttpError(404, RADIO_TEXTS.unknownStation);
      const access = await radioAccessOf(app, member);
      const station = presentStation(row);
      if (!access.hasAccess) {
        return {
          station,
          ...access,
          totalSpins: 0,
          spinsByDay: [],
          topTracks: [],
          topArtists: [],
          memberTracks: [],
        };
      }
      const memberTrackIds = await listMemberTrackIds(app.db, member.id);
      const [spinsByDay, topTracks, topArtists, memberTracks] = await Promise.all([
        listStationDaySpins(app.db, row.id),
        listStationTracks(app.db, row.id, { limit: 20 }),
        listStationArtists(app.db, row.id, 20),
        listStationTracks(app.db, row.id, { trackIds: memberTrackIds, limit: 100 }),
      ]);
      return {
        station,
        ...access,
        totalSpins: spinsByDay.reduce((sum, day) => sum + day.spins, 0),
        spinsByDay,
        topTracks,
        topArtists,
        memberTracks,
      };
    },
  });
}
