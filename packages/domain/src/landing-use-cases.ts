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
