import type { VariantId } from './variants';

// spec §2: the /for/{use case} landing pages.
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

export function useCasesOf(variant: VariantId): readonly string[] {
  return variant === 'social' ? SOCIAL_USE_CASES : MUSIC_USE_CASES;
}

/**
 * The audience of each use case, as the menu, the landing's links and the page title name it
 * ('Songstats for A&Rs'): one name everywhere (issue 30).
 */
export const USE_CASE_AUDIENCES: Readonly<
  Record<(typeof MUSIC_USE_CASES)[number] | (typeof SOCIAL_USE_CASES)[number], string>
> = {
  artists: 'Artists',
  labels: 'Labels',
  songwriters: 'Songwriters',
  promoters: 'Promoters',
  engineers: 'Engineers',
  press: 'Press',
  producers: 'Producers',
  distributors: 'Distributors',
  composers: 'Composers',
  managers: 'Managers',
  lyricists: 'Lyricists',
  ars: 'A&Rs',
  vocalists: 'Vocalists',
  bookings: 'Booking Agents',
  publishers: 'Publishers',
  developers: 'Developers',
  influencers: 'Influencers',
  entertainers: 'Entertainers',
  fitness: 'Fitness Creators',
  creatives: 'Creatives',
  fashion: 'Fashion',
  media: 'Media',
  events: 'Events',
  agencies: 'Agencies',
  athletes: 'Athletes',
  brands: 'Brands',
  educators: 'Educators',
  streamers: 'Streamers',
  bloggers: 'Bloggers',
  entrepreneurs: 'Entrepreneurs',
  publicfigures: 'Public Figures',
  musicians: 'Musicians',
};

/** The audience of a use case; an unknown one keeps its own name. */
export function audienceOfUseCase(useCase: string): string {
  return (USE_CASE_AUDIENCES as Readonly<Record<string, string>>)[useCase] ?? useCase;
}
