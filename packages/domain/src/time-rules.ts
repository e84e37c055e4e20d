// spec §3, §4, §9: rules that depend on the clock. `now` is always passed in, so they stay pure.

export const HOUR_MS = 60 * 60 * 1000;
/** spec §9: audience data is reused for an hour. */
export const AUDIENCE_CACHE_LIFETIME_MS = HOUR_MS;
/** spec §9: the account-setup banner shows for an hour after the subscription. */
export const ACCOUNT_SETUP_BANNER_MS = HOUR_MS;

type Instant = Date | string | number;

const toTime = (value: Instant): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/** spec §3: an activity is new if its date is after the reference time (the last visit). */
export function isActivityNew(activityDate: Instant, reference: Instant | null | undefined) {
  if (reference == null) return false;
  return toTime(activityDate) > toTime(reference);
}

/** spec §4: the in-progress banner shows for one hour after the primary subscription's start. */
export function showsAccountSetupBanner(
  subscriptionStart: Instant | null | undefined,
  now: Instant,
): boolean {
  if (subscriptionStart == null) return false;
  const elapsed = toTime(now) - toTime(subscriptionStart);
  return elapsed >= 0 && elapsed < ACCOUNT_SETUP_BANNER_MS;
}

/** spec §4: audience data is reused if loaded under an hour ago for the same account. */
export function isAudienceCacheFresh(
  cached: { accountIdUnique: string; loadedAt: Instant } | null | undefined,
  accountIdUnique: string,
  now: Instant,
): boolean {
  if (!cached || cached.accountIdUnique !== accountIdUnique) return false;
  const age = toTime(now) - toTime(cached.loadedAt);
  return age >= 0 && age < AUDIENCE_CACHE_LIFETIME_MS;
}
