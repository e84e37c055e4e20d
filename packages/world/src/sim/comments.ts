import { hash, unit } from '../model/random';
import type { WorldState } from '../world-state';
import { dailyStreams } from './track-growth';

/**
 * The platforms whose posts of a track carry comments: its video, its cloud audio upload, and
 * (decision 049) the TikTok videos and Instagram reels using its sound.
 */
export const COMMENT_PLATFORMS = { youtube: 1, soundcloud: 2, tiktok: 3, instagram: 4 } as const;
export type CommentPlatform = keyof typeof COMMENT_PLATFORMS;

export function isCommentPlatform(source: string): source is CommentPlatform {
  return Object.hasOwn(COMMENT_PLATFORMS, source);
}

export type TrackComment = {
  id: string;
  track: number;
  author: string;
  text: string;
  /** Second of the day it was posted. */
  second: number;
  likes: number;
};

// A purpose of its own, beside the model's `Salt` list (which the world's other draws own).
const COMMENT_SALT = 0x636f6d;

const HANDLES = [
  'nightdriver',
  'lofi_lena',
  'basshead_92',
  'marta.sings',
  'djkoji',
  'theo_beats',
  'ana_paula',
  'sunset_radio',
  'vinylcollector',
  'kwame.music',
  'lucie_b',
  'ravemum',
  'hyunwoo',
  'sam_on_repeat',
  'zoe.wav',
  'pedro_mx',
];

const TEXTS = [
  'On repeat since this morning',
  'This deserves way more plays',
  'The drop at 1:12 though',
  'Found this on a playlist, instant favourite',
  'Who else is here from the radio?',
  'Those vocals are unreal',
  'Played this at my wedding, everyone danced',
  'Summer anthem, calling it now',
  'The production on this is so clean',
  'Can we get an extended mix please',
  'My gym playlist just got better',
  'Heard it in a club in Berlin last night',
  'Chills every single time',
  'Underrated. Saving it before it blows up',
  'The bassline is everything',
  'Came back to this after a year, still perfect',
];

/** Streams of the day per comment on each platform (fewer comments where fewer people talk). */
const STREAMS_PER_COMMENT: Record<CommentPlatform, number> = {
  youtube: 20_000,
  soundcloud: 60_000,
  tiktok: 30_000,
  instagram: 40_000,
};

/** A comment's platform id: YouTube's and SoundCloud's as before, TikTok's and Instagram's digits. */
function commentId(source: CommentPlatform, track: number, day: number, k: number, draw: number) {
  // Unique by construction: the track, the day and the comment's place in it.
  switch (source) {
    case 'youtube':
      return `Ugz${track.toString(36)}x${day.toString(36)}x${k}${draw.toString(36)}`;
    case 'soundcloud':
      return `c${track.toString(36)}x${day.toString(36)}x${k}${draw.toString(36)}`;
    case 'tiktok':
    case 'instagram':
      return `${source === 'tiktok' ? '73' : '178'}${String(track).padStart(7, '0')}${String(day).padStart(5, '0')}${k}`;
  }
}

/**
 * The comments posted on a day on a track's post: about one per 20,000 of the day's streams on
 * YouTube (30,000 on TikTok, 40,000 on Instagram, 60,000 on SoundCloud), at most four a day,
 * each at its own second.
 */
export function trackComments(
  state: WorldState,
  source: CommentPlatform,
  track: number,
  day: number,
): TrackComment[] {
  if (state.tracks.releaseDay[track]! > day) return [];
  const platform = COMMENT_PLATFORMS[source];
  const expected = Math.min(
    4,
    dailyStreams(state.tracks, track, day) / STREAMS_PER_COMMENT[source],
  );
  const count = Math.floor(expected + unit(state.seed, COMMENT_SALT, track, day, platform));
  const comments: TrackComment[] = [];
  for (let k = 0; k < count; k++) {
    const draw = hash(state.seed, COMMENT_SALT + k + 1, track, day, platform);
    comments.push({
      id: commentId(source, track, day, k, draw),
      track,
      author: `${HANDLES[draw % HANDLES.length]}${(draw >>> 8) % 100}`,
      text: TEXTS[(draw >>> 12) % TEXTS.length]!,
      second: (draw >>> 4) % 86_400,
      likes: (draw >>> 20) % 40,
    });
  }
  return comments.sort((a, b) => a.second - b.second || a.id.localeCompare(b.id));
}

/** What of a day's comments is public: all of a past day, the part posted so far of a live one. */
export function publishedComments(
  state: WorldState,
  source: CommentPlatform,
  track: number,
  day: number,
): TrackComment[] {
  const all = trackComments(state, source, track, day);
  if (day !== state.day || state.publishedSecond >= 86_400) return all;
  return all.filter((comment) => comment.second < state.publishedSecond);
}
