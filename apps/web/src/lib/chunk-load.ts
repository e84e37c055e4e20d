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

/** The loader of each lazy page, so the entry can start (and await) the first page's chunk. */
const PRELOADERS = new WeakMap<object, () => Promise<unknown>>();

/**
 * Issue 29: starts loading the chunk of `element`'s lazy page (a `lazyPage` component) and
 * resolves when it is there; nothing for any other element. Once it has resolved, the page
 * renders on the first pass without suspending, so a pre-rendered page is replaced by the same
 * markup, never by the loading fallback.
 */
export function preloadPage(element: unknown): Promise<unknown> {
  const type = (element as { type?: unknown } | null)?.type;
  const preload = typeof type === 'object' && type ? PRELOADERS.get(type) : undefined;
  return preload ? preload().catch(() => undefined) : Promise.resolve();
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
  let loaded: { default: ComponentType<Props> } | null = null;
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  async function loadOnce() {
    try {
      const module = await load();
      storage.removeItem(RELOAD_KEY);
      loaded = module;
      return module;
    } catch (error) {
      if (isChunkLoadError(error) && storage.getItem(RELOAD_KEY) === null) {
        storage.setItem(RELOAD_KEY, String(Date.now()));
        reload();
        // The page is going away; never settle, so nothing renders the failure meanwhile.
        return new Promise<never>(() => {});
      }
      throw error;
    } finally {
      loading = null;
    }
  }
  const start = () => {
    loading ??= loadOnce();
    return loading;
  };
  const component = lazy(() => {
    // A module already loaded is handed over synchronously (a thenable that calls back at once):
    // React then renders the page without suspending (React.lazy resolves in the same pass).
    const ready = loaded;
    if (ready) {
      return {
        // biome-ignore lint/suspicious/noThenProperty: React.lazy accepts any thenable
        then: (resolve: (value: { default: ComponentType<Props> }) => void) => resolve(ready),
      } as unknown as Promise<{ default: ComponentType<Props> }>;
    }
    return start();
  });
  PRELOADERS.set(component, start);
  return component;
}
