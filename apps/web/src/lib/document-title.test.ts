// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes';
import { variant } from '../app/variant';
import { ROUTE_TITLES, routeTitle, titleOf } from './document-title';

const product = variant.name;

/** Every path the router knows, settings children under /settings. */
function routePaths(): string[] {
  const paths: string[] = [];
  const walk = (list: typeof routes, base: string) => {
    for (const route of list) {
      const path = route.path
        ? route.path.startsWith('/') || (route.path === '*' && base === '')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`
        : base;
      if (route.path) paths.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  return paths;
}

describe('page titles (issue 30)', () => {
  it('joins the names, most specific first, and ends with the product', () => {
    expect(titleOf(['Rooms of Garden', 'Spotify'])).toBe(`Rooms of Garden - Spotify - ${product}`);
    expect(titleOf([undefined, ' ', 'Spotify'])).toBe(`Spotify - ${product}`);
    expect(titleOf([])).toBe(product);
  });

  it('names the settings pages, an account page and a playlist page by their route', () => {
    expect(routeTitle('/settings/account-management')).toBe(`Account - Settings - ${product}`);
    expect(routeTitle('/artist/abc/tracks')).toBe(`Tracks - Artist - ${product}`);
    expect(routeTitle('/spotify/37i9')).toBe(`Playlist - ${product}`);
    expect(routeTitle('/a/b/c')).toBe(`Page not found - ${product}`);
  });

  it('has a line for every route of the router', () => {
    const patterns = new Set(ROUTE_TITLES.map(([pattern]) => pattern));
    const missing = routePaths().filter(
      (path) => !patterns.has(path) && !['/settings', '/:type/:id/*', '/settings/*'].includes(path),
    );
    expect(missing).toEqual([]);
  });
});
