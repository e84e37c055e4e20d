// Issue 25: the words a product uses for what it follows. The music products speak of artists,
// labels and tracks (spec §2's texts); the social product of creators and their posts, in the
// same sentences.
import { ARTIST_LINK_TEXTS } from './artist-links';
import { CREATOR_LINK_TEXTS } from './creator-links';
import { type SearchTexts, searchTexts } from './search-texts';
import { sourceById } from './sources';
import { noPlatformDataText, TEXTS } from './texts';
import type { VariantId } from './variants';

export interface ProductTexts {
  search: SearchTexts;
  addProfile: { loggedOut: string; linkPlaceholder: string };
  /** A member with no profile yet, on a screen showing a profile's `what` (activity, audience). */
  noProfile: { title: string; text: (what: string) => string };
  /** spec §2 per-platform empty state. */
  noPlatformData: (platform: string) => string;
  noAudienceData: string;
  noActivity: string;
}

const MUSIC_TEXTS: ProductTexts = {
  search: searchTexts('main'),
  addProfile: {
    loggedOut: TEXTS.addProfile.loggedOut,
    linkPlaceholder: ARTIST_LINK_TEXTS.placeholder,
  },
  noProfile: {
    title: 'No artist or label yet',
    text: (what) => `Add an artist or label profile, or subscribe to one, to see its ${what} here.`,
  },
  noPlatformData: noPlatformDataText,
  noAudienceData: "We currently don't have any audience data for your tracks.",
  noActivity: "We don't see any activity for your tracks yet.",
};

const SOCIAL_TEXTS: ProductTexts = {
  search: searchTexts('social'),
  addProfile: {
    loggedOut: CREATOR_LINK_TEXTS.loggedOut,
    linkPlaceholder: CREATOR_LINK_TEXTS.placeholder,
  },
  noProfile: {
    title: 'No creator yet',
    text: (what) =>
      `Add a creator by their TikTok, Instagram, YouTube or Twitch link, or subscribe to one, to see their ${what} here.`,
  },
  noPlatformData: (platform) => `We currently don't have any ${platform} data for your posts.`,
  noAudienceData: "We currently don't have any audience data for your posts.",
  noActivity: "We don't see any activity for your posts yet.",
};

export function productTexts(variant: VariantId): ProductTexts {
  return variant === 'social' ? SOCIAL_TEXTS : MUSIC_TEXTS;
}

/**
 * spec §2 per-platform empty state of a source on a product: the source's own message on the music
 * products (playlists or platform data "for your tracks"), the platform's data "for your posts" on
 * the social product; null for a pseudo-source (overview) or an unknown one.
 */
export function noDataTextOf(variant: VariantId, sourceId: string): string | null {
  const source = sourceById(sourceId);
  if (!source?.noDataMessage) return null;
  return variant === 'social' ? SOCIAL_TEXTS.noPlatformData(source.name) : source.noDataMessage;
}
