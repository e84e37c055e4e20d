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
