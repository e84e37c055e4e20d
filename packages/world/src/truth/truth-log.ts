import { PlaylistType } from '../build/build-playlists';
import { CITIES } from '../data/cities';
import { CHARTS, PLAYLIST_SOURCES } from '../model/markets';
import { concertsAnnounced } from '../sim/concerts';
import { editSecond } from '../sim/playlist-day';
import { stationSpins } from '../sim/radio';
import type { WorldState } from '../world-state';
import { ChangeKind } from './playlist-changes';
import {
  TRUTH_KINDS,
  type TruthEvent,
  type TruthEventOf,
  type TruthKind,
  type TruthQuery,
} from './truth-types';

/**
 * The ground truth of every change, for tests only. Playlist edits are stored as they happen;
 * chart moves are diffs of stored charts; radio spins and concerts are regenerated from the seed.
 */
export class TruthLog {
  constructor(private readonly state: WorldState) {}

  events<K extends TruthKind = TruthKind>(query: TruthQuery<K> = {}): Generator<TruthEventOf<K>> {
    return this.allEvents(query) as Generator<TruthEventOf<K>>;
  }

  list<K extends TruthKind = TruthKind>(query: TruthQuery<K> = {}): TruthEventOf<K>[] {
    return [...this.events(query)];
  }

  private *allEvents(query: TruthQuery): Generator<TruthEvent> {
    const from = Math.max(1, query.from ?? 1);
    const to = Math.min(this.state.day, query.to ?? this.state.day);
    const kinds = new Set<TruthKind>(query.kinds ?? TRUTH_KINDS);
    for (let day = from; day <= to; day++) yield* this.dayEvents(day, kinds);
  }

  private *dayEvents(day: number, kinds: Set<TruthKind>): Generator<TruthEvent> {
    const { state } = this;
    const { tracks, playlists, seed } = state;
    const record = state.history[day]!;
    const { calendar } = state;
    const date = calendar.dateOf(day);
    if (kinds.has('track_released')) {
      for (let t = record.releasedFrom; t < record.releasedTo; t++) {
        const artist_id = state.artists[tracks.artist[t]!]!.id;
        yield {
          day,
          date,
          kind: 'track_released',
          track_id: tracks.ids[t]!,
          isrc: tracks.isrcs[t]!,
          artist_id,
        };
      }
    }
    if (kinds.has('playlist_add') || kinds.has('playlist_remove')) {
      const changes = record.changes;
      for (let i = 0; i < changes.length; i++) {
        const kind = changes.kind[i] === ChangeKind.add ? 'playlist_add' : 'playlist_remove';
        if (!kinds.has(kind)) continue;
        const p = changes.playlist[i]!;
        const t = changes.track[i]!;
        yield {
          day,
          date,
          kind,
          source: PLAYLIST_SOURCES[playlists.source[p]!]!.source,
          playlist_id: playlists.ids[p]!,
          track_id: tracks.ids[t]!,
          isrc: tracks.isrcs[t]!,
          position: changes.position[i]!,
          followers: playlists.followers(p, day),
          at: calendar.timestamp(
            day,
            editSecond(seed, day, p, playlists.type[p] === PlaylistType.listener),
          ),
        };
      }
    }
    if (kinds.has('chart_entry') || kinds.has('chart_move') || kinds.has('chart_exit')) {
      yield* this.chartEvents(day, date, kinds);
    }
    if (kinds.has('radio_spin')) {
      for (let s = 0; s < state.stations.length; s++) {
        for (const spin of stationSpins(state, s, day)) {
          yield {
            day,
            date,
            kind: 'radio_spin',
            station_id: state.stations[s]!.id,
            track_id: tracks.ids[spin.track]!,
            isrc: tracks.isrcs[spin.track]!,
            played_at: calendar.timestamp(day, spin.second),
          };
        }
      }
    }
    if (kinds.has('concert_announced')) {
      for (const concert of concertsAnnounced(state, day)) {
        const city = CITIES[concert.cityIndex]!;
        yield {
          day,
          date,
          kind: 'concert_announced',
          concert_id: concert.id,
          artist_id: state.artists[concert.artist]!.id,
          venue: concert.venue,
          city_id: city.id,
          country_code: city.countryCode,
          event_date: calendar.dateOf(concert.eventDay),
        };
      }
    }
    if (kinds.has('dj_support')) {
      const lists = record.tracklists;
      for (let k = 0; k < lists.ids.length; k++) {
        for (let i = lists.offsets[k]!; i < lists.offsets[k + 1]!; i++) {
          const t = lists.tracks[i]!;
          yield {
            day,
            date,
            kind: 'dj_support',
            tracklist_id: lists.ids[k]!,
            dj: lists.djs[k]!,
            track_id: tracks.ids[t]!,
            isrc: tracks.isrcs[t]!,
          };
        }
      }
    }
  }

  private *chartEvents(day: number, date: string, kinds: Set<TruthKind>): Generator<TruthEvent> {
    const { tracks, history } = this.state;
    for (const chart of CHARTS) {
      const today = history[day]!.charts[chart.index]!;
      const yesterday = history[day - 1]!.charts[chart.index]!;
      const before = new Map<number, number>();
      for (let k = 0; k < yesterday.length; k++) before.set(yesterday[k]!, k + 1);
      const base = {
        day,
        date,
        source: chart.source,
        country: chart.country,
        city_id: chart.cityIndex === undefined ? null : CITIES[chart.cityIndex]!.id,
      };
      for (let k = 0; k < today.length; k++) {
        const t = today[k]!;
        const previous = before.get(t) ?? null;
        before.delete(t);
        const kind = previous === null ? 'chart_entry' : 'chart_move';
        if (!kinds.has(kind) || previous === k + 1) continue;
        yield {
          ...base,
          kind,
          track_id: tracks.ids[t]!,
          isrc: tracks.isrcs[t]!,
          position: k + 1,
          previous,
        };
      }
      if (!kinds.has('chart_exit')) continue;
      for (const [t, previous] of before) {
        yield {
          ...base,
          kind: 'chart_exit',
          track_id: tracks.ids[t]!,
          isrc: tracks.isrcs[t]!,
          position: null,
          previous,
        };
      }
    }
  }
}
