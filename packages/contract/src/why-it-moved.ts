import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZIdUnique, ZProvenance, ZSourceId } from './insights-shapes';

// Issue 28 "Why it moved" and "Milestone forecasts": a track's jumps (days its series moved far
// outside their recent behaviour) with the activities that plausibly explain them, and the next
// milestone of each counting series with an ETA and its interval; the upcoming milestones of a
// profile and its tracks for the feed. docs/insights.md explains the methods.

export const MOVES_TEXTS = {
  noKnownCause: 'No known cause',
} as const;

/** An activity that plausibly explains a jump, with its explained score (0 to 1). */
export const ZMoveCause = z.object({
  activityId: z.number().int(),
  type: z.string(),
  source: z.string(),
  date: z.string(),
  text: z.string(),
  score: z.number(),
  /** About this very track (else about one of its artists). */
  sameTrack: z.boolean(),
});

export const ZSeriesJump = z.object({
  /** The chart it belongs on: the metric's id on a source tab (`streams_total`), `spins` for radio. */
  seriesId: z.string(),
  source: z.string(),
  title: z.string(),
  date: z.string(),
  change: z.number(),
  /** The day's usual change (the trailing median). */
  expected: z.number(),
  direction: z.enum(['up', 'down']),
  /** Best first; empty when no activity fits. */
  causes: z.array(ZMoveCause),
  /** The top cause's text, or "No known cause". */
  explanation: z.string(),
});
export type SeriesJumpResponse = z.infer<typeof ZSeriesJump>;

export const ZMilestoneForecast = z.object({
  seriesId: z.string(),
  source: z.string(),
  title: z.string(),
  objectType: z.enum(['track', 'account']),
  objectIdUnique: z.string(),
  objectName: z.string(),
  current: z.number(),
  milestone: z.number(),
  days: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  /** The day the milestone is expected (YYYY-MM-DD). */
  date: z.string(),
  /** "about 12 days, 8 to 19". */
  text: z.string(),
  /** Issue 28: an estimate, from which platform's readings and how fresh (decision 063). */
  provenance: ZProvenance.nullable().optional(),
});
export type MilestoneForecastResponse = z.infer<typeof ZMilestoneForecast>;

export const ZTrackMovesResponse = z.object({
  trackIdUnique: z.string(),
  sourceId: z.string(),
  hasAccess: z.boolean(),
  /** The jumps of the last 90 days, newest first. */
  jumps: z.array(ZSeriesJump),
  forecasts: z.array(ZMilestoneForecast),
});
export type TrackMovesResponse = z.infer<typeof ZTrackMovesResponse>;

export const ZUpcomingMilestonesResponse = z.object({
  accountIdUnique: z.string(),
  hasAccess: z.boolean(),
  /** The profile's and its tracks' next milestones, soonest first. */
  items: z.array(ZMilestoneForecast),
});
export type UpcomingMilestonesResponse = z.infer<typeof ZUpcomingMilestonesResponse>;

/** At most this many upcoming milestones in the feed. */
export const UPCOMING_MILESTONES_LIMIT = 5;

export const movesEndpoints = {
  trackMoves: defineEndpoint({
    method: 'GET',
    path: '/analytics_track/:trackId/moves',
    summary:
      "Why a track's figures moved (jumps and their plausible causes) and when its next milestones land (issue 28).",
    query: z.object({ source: ZSourceId.default('overview'), idUnique: ZIdUnique.optional() }),
    response: ZTrackMovesResponse,
  }),
  upcomingMilestones: defineEndpoint({
    method: 'GET',
    path: '/activities/upcoming',
    summary: "A profile's and its tracks' next milestones with their ETA, for the feed (issue 28).",
    query: z.object({ idUnique: ZIdUnique }),
    response: ZUpcomingMilestonesResponse,
  }),
};
