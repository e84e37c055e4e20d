// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { isChunkLoadError, lazyPage, preloadPage } from './chunk-load';

afterEach(cleanup);

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
const failingLoad = () => Promise.reject<{ default: ComponentType }>(chunkError());

class Catch extends Component<{ children: ReactNode; onError(error: unknown): void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const fallbacks: string[] = [];
function Fallback() {
  fallbacks.push('fallback');
  return <p>loading</p>;
}

describe('lazy pages (spec §8)', () => {
  it.each([
    [chunkError(), true],
    [new Error('Importing a module script failed.'), true],
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
    [new TypeError('tracks is undefined'), false],
    ['Failed to fetch dynamically imported module', false],
  ])('spec §8: %s is a chunk-load failure: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('reloads the page on the first failed chunk load', async () => {
    const storage = memoryStorage();
    let reloads = 0;
    const Page = lazyPage(failingLoad, storage, () => reloads++);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    await expect.poll(() => reloads).toBe(1);
    expect(storage.values.size).toBe(1);
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('throws on a second failure instead of reloading again', async () => {
    const storage = memoryStorage();
    storage.setItem('chunk-reload', '1');
    let reloads = 0;
    let caught: unknown = null;
    const Page = lazyPage(failingLoad, storage, () => reloads++);
    render(
      <Catch
        onError={(error) => {
          caught = error;
        }}
      >
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Catch>,
      { onCaughtError: () => {} },
    );
    await expect.poll(() => caught).toBeInstanceOf(TypeError);
    expect(reloads).toBe(0);
  });

  it('forgets an earlier reload once a page loads', async () => {
    const storage = memoryStorage();
    storage.setItem('chunk-reload', '1');
    const Page = lazyPage(
      async () => ({ default: () => <p>feed</p> }),
      storage,
      () => {},
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('feed')).toBeTruthy();
    expect(storage.values.size).toBe(0);
  });

  it('issue 29: a preloaded page renders on the first pass, never showing the fallback', async () => {
    let loads = 0;
    const Page = lazyPage(
      async () => {
        loads++;
        return { default: () => <p>landing</p> };
      },
      memoryStorage(),
      () => {},
    );
    await preloadPage(<Page />);
    fallbacks.length = 0;
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('landing')).toBeTruthy();
    expect(fallbacks).toEqual([]);
    expect(loads).toBe(1);
  });

  it('issue 29: preloading an element that is no lazy page does nothing', async () => {
    await expect(preloadPage(<p>plain</p>)).resolves.toBeUndefined();
    await expect(preloadPage(null)).resolves.toBeUndefined();
  });
});
