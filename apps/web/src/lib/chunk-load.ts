import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const RELOAD_KEY = 'chunk-reload';

/** Browsers word a failed dynamic import differently; all of them mean "the chunk is gone". */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * spec §8: a lazy page whose chunk fails to load (a deploy replaced it) reloads the page once to
 * fetch the new build; if it fails again, the error is thrown to the error boundary.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    try {
      const module = await load();
      storage.removeItem(RELOAD_KEY);
      return module;
    } catch (error) {
      if (isChunkLoadError(error) && storage.getItem(RELOAD_KEY) === null) {
        storage.setItem(RELOAD_KEY, String(Date.now()));
        reload();
        // The page is going away; never settle, so nothing renders the failure meanwhile.
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
