// spec §9: the remaining business constants and limits.

/** spec §9: widths of 1024 px or less are mobile. */
export const MOBILE_BREAKPOINT_PX = 1024;
export const isMobileWidth = (width: number) => width <= MOBILE_BREAKPOINT_PX;

/** spec §9: the activity analytics card lists 50 items by default. */
export const ACTIVITY_CARD_LIST_LIMIT = 50;

/** spec §9: the frontend version sent with every call. */
export const FRONTEND_VERSION = 143;

/** spec §9 recommendation defaults. */
export const RECOMMENDATION_DEFAULTS = {
  minFollowers: 10_000,
  contact: 'any',
  popularity: 'any',
  age: 'any',
  /** Labels and artists: only entities new to the member. */
  onlyNewEntities: true,
} as const;

/** spec §2: the /for/{use case} landing pages. */
export const MUSIC_USE_CASES = [
  'artists',
  'labels',
  'songwriters',
  'promoters',
  'engineers',
  'press',
  'producers',
  'distributors',
  'composers',
  'managers',
  'lyricists',
  'ars',
  'vocalists',
  'bookings',
  'publishers',
  'developers',
] as const;
export const SOCIAL_USE_CASES = [
  'influencers',
  'entertainers',
  'fitness',
  'creatives',
  'fashion',
  'media',
  'events',
  'agencies',
  'athletes',
  'brands',
  'educators',
  'streamers',
  'bloggers',
  'entrepreneurs',
  'publicfigures',
  'musicians',
] as const;

export function useCasesFor(isSocialVariant: boolean): readonly string[] {
  return isSocialVariant ? SOCIAL_USE_CASES : MUSIC_USE_CASES;
}
