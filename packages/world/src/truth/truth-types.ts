export const TRUTH_KINDS = [
  'track_released',
  'playlist_add',
  'playlist_remove',
  'chart_entry',
  'chart_move',
  'chart_exit',
  'radio_spin',
  'concert_announced',
  'dj_support',
] as const;

export type TruthKind = (typeof TRUTH_KINDS)[number];

type Base<K extends TruthKind> = { day: number; date: string; kind: K };

export type TrackReleased = Base<'track_released'> & {
  track_id: string;
  isrc: string;
  artist_id: string;
};
type PlaylistChangeOf<K extends TruthKind> = Base<K> & {
  /** The platform of the playlist (PLAYLIST_SOURCES). */
  source: string;
  playlist_id: string;
  track_id: string;
  isrc: string;
  /** 0-based position inserted at (add) or removed from (remove), applied in log order. */
  position: number;
  /** The playlist's followers on that day. */
  followers: number;
  /** The moment of the edit (the added_at of an add). */
  at: string;
};
type ChartChangeOf<K extends TruthKind> = Base<K> & {
  source: string;
  country: string;
  /** Shazam city charts only. */
  city_id: string | null;
  track_id: string;
  isrc: string;
  /** 1-based position today; null on exit. */
  position: number | null;
  /** 1-based position yesterday; null on entry. */
  previous: number | null;
};
export type PlaylistChange = PlaylistChangeOf<'playlist_add'> | PlaylistChangeOf<'playlist_remove'>;
export type ChartChange =
  | ChartChangeOf<'chart_entry'>
  | ChartChangeOf<'chart_move'>
  | ChartChangeOf<'chart_exit'>;
export type RadioSpin = Base<'radio_spin'> & {
  station_id: string;
  track_id: string;
  isrc: string;
  played_at: string;
};
export type ConcertAnnounced = Base<'concert_announced'> & {
  concert_id: string;
  artist_id: string;
  venue: string;
  city_id: string;
  country_code: string;
  event_date: string;
};
export type DjSupport = Base<'dj_support'> & {
  tracklist_id: string;
  dj: string;
  track_id: string;
  isrc: string;
};

export type TruthEvent =
  | TrackReleased
  | PlaylistChange
  | ChartChange
  | RadioSpin
  | ConcertAnnounced
  | DjSupport;

export type TruthEventOf<K extends TruthKind> = Extract<TruthEvent, { kind: K }>;

export type TruthQuery<K extends TruthKind = TruthKind> = {
  /** First day, inclusive (default 1: day 0 is the initial state, not a change). */
  from?: number;
  /** Last day, inclusive (default: the current day). */
  to?: number;
  kinds?: readonly K[];
};
