import { SETTINGS_TABS } from '@songstats/domain';
import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { create } from 'zustand';
import { variant } from '../app/variant';

/** Joins a page's names, most specific first, and ends with the product ("Rooms of Garden - Spotify - Songstats"). */
export function titleOf(parts: readonly (string | null | undefined)[]): string {
  return [...parts.filter((part): part is string => Boolean(part?.trim())), variant.name].join(
    ' - ',
  );
}

const settings = (name: string) => [name, 'Settings'];

/**
 * The title of every route of spec §2 (issue 30), first match wins; a page that knows a better
 * name (a playlist's, an account's) sets it with `usePageTitle`.
 */
export const ROUTE_TITLES: readonly (readonly [pattern: string, parts: readonly string[]])[] = [
  ['/', []],
  ['/welcome', []],
  ['/pricing', ['Pricing']],
  ['/login', ['Log In']],
  ['/signup', ['Sign Up']],
  ['/email-confirmation', ['Confirm your email']],
  ['/magic', ['Logging you in']],
  ['/logout', ['Logging out']],
  ['/team-invitation', ['Team invitation']],
  ['/pitch-unsubscribe', ['Pitch emails']],
  ['/ios', ['iOS app']],
  ['/android', ['Android app']],
  ['/for/:useCase', ['Use cases']],
  ['/feed', ['Feed']],
  ['/tracks', ['Tracks']],
  ['/tracks/:trackId', ['Track']],
  ['/audience', ['Audience']],
  ['/posts', ['Posts']],
  ['/posts/:platform/:postId', ['Post', 'Posts']],
  ['/marketing', ['Marketing']],
  ['/platforms/:platform', ['Platforms']],
  ['/presaves', ['Pre-saves']],
  ['/presaves/:campaignId', ['Pre-save']],
  ['/stations/:stationId', ['Station']],
  ['/enterprise/checkout', ['Enterprise checkout']],
  ...Object.values(SETTINGS_TABS).map(
    (tab) => [tab.path, settings(tab.label)] as [string, string[]],
  ),
  ['/settings/edit-subscription/:subscriptionId', settings('Edit subscription')],
  ['/settings/subscription-management/request', settings('Enterprise request')],
  ['/settings/subscription-management/edit-billing-address', settings('Billing address')],
  ['/settings/*', ['Settings']],
  ['/artist/:idUnique/tracks', ['Tracks', 'Artist']],
  ['/label/:idUnique/tracks', ['Tracks', 'Label']],
  ['/artist/:idUnique', ['Artist']],
  ['/label/:idUnique', ['Label']],
  ['/creator/:idUnique', ['Creator']],
  ['/:sourceId/:playlistId', ['Playlist']],
  ['/:accountId', ['Admin']],
  ['*', ['Page not found']],
];

/** The route's own title for a path. */
export function routeTitle(pathname: string): string {
  const entry = ROUTE_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return titleOf(entry?.[1] ?? []);
}

/** A title a page set for its path, over the route's own. */
const usePageTitleStore = create<{ path: string | null; title: string | null }>()(() => ({
  path: null,
  title: null,
}));

/** Names the browser tab exactly `title` while the page is shown. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const path = window.location.pathname;
    document.title = title;
    usePageTitleStore.setState({ path, title });
    return () => {
      if (usePageTitleStore.getState().title === title) {
        usePageTitleStore.setState({ path: null, title: null });
      }
    };
  }, [title]);
}

/** Names the browser tab after the page's names and the product; none known yet: the route's. */
export function usePageTitle(...parts: (string | null | undefined)[]) {
  const known = parts.some((part) => part?.trim());
  useDocumentTitle(known ? titleOf(parts) : null);
}

/** Mounted once in the layout: every path gets a title, a page's own where it set one. */
export function useRouteDocumentTitle(pathname: string) {
  const override = usePageTitleStore();
  useEffect(() => {
    document.title =
      override.path === pathname && override.title ? override.title : routeTitle(pathname);
  }, [override, pathname]);
}
