import { CITIES } from '../../data/cities';
import { artistAudience } from '../../sim/audience';
import { concertsAnnounced } from '../../sim/concerts';
import { artistCounters } from '../../sim/counters';
import { spinOffsets, spinsPage, stationSpins, trackSpins } from '../../sim/radio';
import { dayParam, page, paging, type RouteHandler } from '../context';
import { badRequest, notFound } from '../http-error';

// World extensions for radio, audience, concerts and DJ sets (no public platform API to copy).

const radioPlays: RouteHandler = (context) => {
  const { state } = context.world;
  const day = dayParam(context, context.query.get('date'));
  const { offset, limit } = paging(context, 100, 1000);
  const stationId = context.query.get('station_id');
  const trackIds = context.query.get('track_ids');
  let spins: ReturnType<typeof stationSpins>;
  let total: number;
  if (trackIds !== null) {
    // Airplay services answer per track: the spins of up to 100 tracks (unknown ids: none).
    const ids = trackIds.split(',').filter((id) => id.length > 0);
    if (ids.length > 100) throw badRequest('Too many track_ids: at most 100');
    const tracks = ids.flatMap((id) => {
      const track = state.tracks.indexById.get(id);
      return track === undefined ? [] : [track];
    });
    const all = trackSpins(state, day, tracks);
    total = all.length;
    spins = all.slice(offset, offset + limit);
  } else if (stationId !== null) {
    const station = state.stations.findIndex((s) => s.id === stationId);
    if (station < 0) throw notFound(`Unknown station ${stationId}`);
    const all = stationSpins(state, station, day);
    total = all.length;
    spins = all.slice(offset, offset + limit);
  } else {
    total = spinOffsets(state, day)[state.stations.length]!;
    spins = spinsPage(state, day, offset, limit);
  }
  const items = spins.map((spin) => ({
    station_id: state.stations[spin.station]!.id,
    track_id: state.tracks.ids[spin.track]!,
    isrc: state.tracks.isrcs[spin.track]!,
    played_at: state.calendar.timestamp(day, spin.second),
  }));
  return { date: state.calendar.dateOf(day), ...page(context, items, offset, limit, total) };
};

const spotifyAudience: RouteHandler = (context) => {
  const { state } = context.world;
  const artist = state.artistIndexById.get(context.params[0] ?? '');
  if (artist === undefined) throw notFound();
  const day = dayParam(context, context.query.get('date'));
  const listeners = artistCounters(state, 'spotify', artist, day).monthly_listeners_current;
  return {
    artist_id: state.artists[artist]!.id,
    date: state.calendar.dateOf(day),
    monthly_listeners: listeners,
    ...artistAudience(state, artist, day),
  };
};

const concerts: RouteHandler = (context) => {
  const { state } = context.world;
  const day = dayParam(context, context.query.get('date'));
  const { offset, limit } = paging(context, 100, 1000);
  const artistId = context.query.get('artist_id');
  const all = concertsAnnounced(state, day).filter(
    (concert) => artistId === null || state.artists[concert.artist]!.id === artistId,
  );
  const items = all.slice(offset, offset + limit).map((concert) => {
    const city = CITIES[concert.cityIndex]!;
    const artist = state.artists[concert.artist]!;
    return {
      id: concert.id,
      artist_id: artist.id,
      artist_name: artist.name,
      venue: concert.venue,
      city_id: city.id,
      city_name: city.name,
      country_code: city.countryCode,
      lat: city.lat,
      lng: city.lng,
      date: state.calendar.dateOf(concert.eventDay),
      announced_on: state.calendar.dateOf(day),
    };
  });
  return { date: state.calendar.dateOf(day), ...page(context, items, offset, limit, all.length) };
};

const tracklists: RouteHandler = (context) => {
  const { state } = context.world;
  const day = dayParam(context, context.query.get('date'));
  const { offset, limit } = paging(context, 100, 1000);
  const lists = state.history[day]!.tracklists;
  // A live day shows the sets published so far (in list order).
  const live = day === state.day && state.publishedSecond < 86_400;
  const published: number[] = [];
  for (let k = 0; k < lists.ids.length; k++) {
    if (!live || lists.seconds[k]! < state.publishedSecond) published.push(k);
  }
  const items = [];
  for (const k of published.slice(offset, offset + limit)) {
    const tracks = Array.from(
      lists.tracks.subarray(lists.offsets[k]!, lists.offsets[k + 1]!),
      (t) => ({
        track_id: state.tracks.ids[t]!,
        isrc: state.tracks.isrcs[t]!,
      }),
    );
    items.push({ id: lists.ids[k]!, dj: lists.djs[k]!, date: state.calendar.dateOf(day), tracks });
  }
  return {
    date: state.calendar.dateOf(day),
    ...page(context, items, offset, limit, published.length),
  };
};

const status: RouteHandler = (context) => {
  const { world } = context;
  const { state } = world;
  return {
    day: world.day,
    date: world.date,
    // A live world publishes its day as it goes: up to this instant (the next midnight once whole).
    published_until: world.publishedUntil,
    day_complete: world.dayComplete,
    seed: world.seed,
    scale: world.scale,
    counts: {
      artists: state.artists.length,
      labels: state.labels.length,
      creators: state.creators.length,
      tracks: state.tracks.length,
      playlists: state.playlists.count,
      stations: state.stations.length,
      cities: CITIES.length,
    },
  };
};

export const activityRoutes: [string, RouteHandler][] = [
  ['/radio/plays', radioPlays],
  ['/audience/spotify/artists/:id', spotifyAudience],
  ['/events/concerts', concerts],
  ['/1001tracklists/tracklists', tracklists],
  ['/world/status', status],
];
