import type { VariantId } from '@songstats/domain';

/**
 * Where a member lands after logging in (issue 24): on the playlist-checking product its own
 * page (the floating playlist search), never the main product's account pages; elsewhere their
 * first account, else the feed.
 */
export function homeAfterLogin(variantId: VariantId, firstAccountBaseUrl: string | undefined) {
  if (variantId === 'playlistcheck') return '/';
  return firstAccountBaseUrl ?? '/feed';
}
