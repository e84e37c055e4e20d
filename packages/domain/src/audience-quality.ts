/**
 * Issue 25 "Audience quality": the share of a creator's followers on a platform that look fake,
 * from bursts of followers with no views behind them. docs/insights.md explains the method to
 * subscribers; the monitor's test measures the flag's precision against the world's ground truth.
 */

/**
 * One day of a creator's profile on a platform: followers and the views of the posts of the last
 * 30 days (their average views times their number, as the monitor stores them).
 */
export type AudienceDay = { day: string; followers: number; views: number };

/**
 * The method's constants. Followers come with views: the profile's followers per view is the
 * follower gain over the views gain on the days views grew the most (the upper half of the days
 * they grew; a viral post's days weigh the most). A day's
 * excess is its follower gain beyond what its views gain brings at that rate. The excess is a
 * burst when it is beyond the usual excess by more than `madFactor` robust deviations (1.4826 ×
 * the median absolute deviation) and by at least `minShare` of the followers and `minFollowers`: bought followers
 * arrive at once and watch nothing.
 */
export const AUDIENCE_QUALITY_METHOD = {
  madFactor: 6,
  minShare: 0.02,
  minFollowers: 5,
} as const;

export type SuspectBurst = { day: string; followers: number };

export type AudienceQuality = {
  followers: number;
  suspectFollowers: number;
  /** Suspect followers over the latest followers, 0 to 1. */
  suspectShare: number;
  bursts: SuspectBurst[];
};

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Flags the follower bursts with no matching rise of views, and the share of suspect followers. */
export function audienceQuality(
  days: readonly AudienceDay[],
  method = AUDIENCE_QUALITY_METHOD,
): AudienceQuality {
  const steps = days.slice(1).map((day, i) => ({
    day,
    before: days[i]!.followers,
    gain: day.followers - days[i]!.followers,
    viewsGain: Math.max(0, day.views - days[i]!.views),
  }));
  const viewing = steps.filter((step) => step.viewsGain > 0);
  const busy = median(viewing.map((step) => step.viewsGain));
  const busiest = viewing.filter((step) => step.viewsGain >= busy);
  const perView =
    busiest.reduce((sum, step) => sum + step.gain, 0) /
    Math.max(
      1,
      busiest.reduce((sum, step) => sum + step.viewsGain, 0),
    );
  const excess = steps.map((step) => step.gain - Math.max(0, perView) * step.viewsGain);
  const usual = median(excess);
  const spread = 1.4826 * median(excess.map((value) => Math.abs(value - usual)));
  const bursts: SuspectBurst[] = [];
  steps.forEach((step, i) => {
    const over = excess[i]! - usual;
    const least = Math.max(method.minFollowers, method.minShare * step.before);
    if (over > Math.max(method.madFactor * spread, least)) {
      bursts.push({ day: step.day.day, followers: Math.round(over) });
    }
  });
  const followers = days.at(-1)?.followers ?? 0;
  const suspectFollowers = Math.min(
    followers,
    bursts.reduce((sum, burst) => sum + burst.followers, 0),
  );
  return {
    followers,
    suspectFollowers,
    suspectShare: followers > 0 ? suspectFollowers / followers : 0,
    bursts,
  };
}

/** How the estimate is computed, in the words a subscriber reads under the card. */
export const AUDIENCE_QUALITY_HOW =
  "Followers come with views: we learn how many followers this profile wins per view on the days its posts' views grew the most. A day whose follower gain is beyond what its views bring, by far more than the profile's usual ups and downs and by at least 2% of its followers, is a burst; its followers beyond the usual gain are counted as suspect (bought or inactive accounts watch nothing).";

/**
 * A profile's days from its stored series (followers, the 30-day posts' average views and
 * their number), in day order; days with no followers point are left out.
 */
export function audienceDays(
  points: readonly { metric: string; day: string; value: number }[],
): AudienceDay[] {
  const byDay = new Map<string, { followers?: number; average?: number; posts?: number }>();
  for (const point of points) {
    const entry = byDay.get(point.day) ?? {};
    if (point.metric === 'followers') entry.followers = point.value;
    if (point.metric === 'average_views') entry.average = point.value;
    if (point.metric === 'posts_30d') entry.posts = point.value;
    byDay.set(point.day, entry);
  }
  return [...byDay]
    .filter(([, entry]) => entry.followers !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, entry]) => ({
      day,
      followers: entry.followers!,
      views: (entry.average ?? 0) * (entry.posts ?? 0),
    }));
}
