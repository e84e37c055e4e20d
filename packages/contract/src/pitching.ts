import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZMessageResponse } from './members';

// Issue 23, /marketing "Playlist pitching" (docs/decisions/046-playlist-pitching.md): for a track
// of a profile the member manages, the monitored playlists where it fits with an explained score,
// a pitch e-mail to the curator through the mailer, and spec §2's Contact history.

/** Per member: pitches in any 24 hours. A curator's inbox is not a mailing list. */
export const PITCH_LIMITS = {
  perDay: 10,
  messageMin: 20,
  messageMax: 2000,
  /** Playlists shown for a track, best first. */
  fitsShown: 25,
  /** "Recent adds of similar artists": this many days before the newest add seen. */
  recentDays: 28,
  historyRows: 200,
} as const;

export const PITCH_TEXTS = {
  notYours: 'You can pitch only tracks of profiles you manage.',
  unknownTrack: 'This track does not exist.',
  unknownPlaylist: 'This playlist is not one the track fits.',
  noContact: 'This playlist has no curator contact to pitch to.',
  optedOut: (email: string) =>
    `The curator at ${email} asked not to receive pitches: this pitch was not sent.`,
  alreadyPitched: (date: string) =>
    `You pitched this track to this playlist on ${date}. One pitch per track and playlist.`,
  tooMany: (perDay: number, minutes: number) =>
    `You can send ${perDay} pitches in 24 hours. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  messageShort: `Please write at least ${PITCH_LIMITS.messageMin} characters to the curator.`,
  messageLong: `A pitch holds at most ${PITCH_LIMITS.messageMax} characters.`,
  mailFailed: 'The pitch could not be sent. Please try again in a few minutes.',
  sent: (email: string) => `Your pitch is on its way to ${email}.`,
  unknownUnsubscribe: 'This unsubscribe link is not known.',
  unsubscribed: (email: string) =>
    `${email} will receive no more pitches from artists on this service.`,
} as const;

export const PITCH_CONTACT_TYPES = ['playlist_pitch'] as const;
export const PITCH_CONTACT_TYPE_NAMES: Record<(typeof PITCH_CONTACT_TYPES)[number], string> = {
  playlist_pitch: 'Playlist pitch',
};

const ZTrackIdUnique = z.string().trim().min(1, 'Please choose a track.').max(100);

/** One reason of a fit's score: what it is, the points it gave out of its most. */
export const ZPitchReason = z.object({
  factor: z.enum(['genre', 'size', 'recent_adds']),
  points: z.number().int(),
  maxPoints: z.number().int(),
  text: z.string(),
});
export type PitchReason = z.infer<typeof ZPitchReason>;

export const ZPlaylistFit = z.object({
  playlistId: z.number().int(),
  source: z.string(),
  name: z.string(),
  playlistType: z.enum(['editorial', 'listener']),
  followers: z.number().int(),
  genres: z.array(z.string()),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  /** 0 to 100: the sum of the reasons' points. */
  score: z.number().int(),
  reasons: z.array(ZPitchReason),
  /** The curator contact the platform data has; null when it has none. */
  curator: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  /** When this track was pitched to it already. */
  pitchedAt: z.string().nullable(),
  /** The curator opted out of pitches. */
  optedOut: z.boolean(),
});
export type PlaylistFit = z.infer<typeof ZPlaylistFit>;

export const ZContactHistoryRow = z.object({
  id: z.number().int(),
  sentAt: z.string(),
  email: z.string(),
  type: z.enum(PITCH_CONTACT_TYPES),
  /** The address is a member's login on this installation. */
  isMember: z.boolean(),
  optedOut: z.boolean(),
  trackTitle: z.string(),
  playlistName: z.string(),
  accountName: z.string(),
});
export type ContactHistoryItem = z.infer<typeof ZContactHistoryRow>;

export const pitchingEndpoints = {
  playlists: defineEndpoint({
    method: 'GET',
    path: '/pitching/playlist_fits',
    summary:
      "The monitored playlists a track of the member's profile fits, each with an explained score (genre, size, recent adds of similar artists) and the curator contact (issue 23).",
    query: z.object({ trackIdUnique: ZTrackIdUnique }),
    response: z.object({
      track: z.object({ trackIdUnique: z.string(), title: z.string(), artistName: z.string() }),
      /** The genres of the monitored playlists the track's artists are on, most first. */
      genres: z.array(z.object({ genre: z.string(), playlists: z.number().int() })),
      playlists: z.array(ZPlaylistFit),
      /** Pitches the member may still send in the next 24 hours. */
      pitchesLeft: z.number().int(),
    }),
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/pitching/send_pitch',
    summary: `Sends a pitch e-mail for a track to a playlist's curator, with an unsubscribe link; ${PITCH_LIMITS.perDay} per member in 24 hours (429 past it), one per track and playlist (issue 23).`,
    body: z.object({
      trackIdUnique: ZTrackIdUnique,
      playlistId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      message: z
        .string()
        .trim()
        .min(PITCH_LIMITS.messageMin, PITCH_TEXTS.messageShort)
        .max(PITCH_LIMITS.messageMax, PITCH_TEXTS.messageLong),
    }),
    response: ZMessageResponse.extend({ contact: ZContactHistoryRow }),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/pitching/contact_history',
    summary:
      "spec §2 Contact history of the member's profiles: sent date, email, type, is member, newest first (issue 23).",
    response: z.object({ contacts: z.array(ZContactHistoryRow) }),
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/pitching/unsubscribe',
    summary:
      "A curator's opt-out through a pitch e-mail's unsubscribe link: later pitches to the address are refused (public, issue 23).",
    body: z.object({ token: z.string().trim().min(1, PITCH_TEXTS.unknownUnsubscribe).max(200) }),
    response: ZMessageResponse.extend({ email: z.string() }),
  }),
};
