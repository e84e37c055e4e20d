// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useReceivedPushes } from './received-pushes';

// The messages public/push-sw.js posts to the app's open pages, read as Settings > Notifications
// lists them. The service worker container is an event target here (happy-dom has none).
class Container extends EventTarget {
  started = 0;
  startMessages() {
    this.started++;
  }
}
let container: Container;

beforeEach(() => {
  container = new Container();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const post = (data: unknown) =>
  act(() => {
    container.dispatchEvent(new MessageEvent('message', { data }));
  });

describe('useReceivedPushes (issue 22)', () => {
  it("lists the service worker's pushes newest first, with whether they were shown", () => {
    const { result } = renderHook(() => useReceivedPushes());
    expect(result.current).toEqual([]);
    expect(container.started).toBe(1);
    post({
      type: 'push',
      title: 'Rooms of Garden',
      body: '3 new playlist adds for Rooms of Garden',
      route: '/artist/abc',
      shown: true,
      error: null,
    });
    post({
      type: 'push',
      title: 'Lunar',
      body: 'Added to Top Hits (2.1M followers)',
      route: '/artist/def',
      shown: false,
      error: 'No notification permission has been granted for this origin.',
    });
    expect(result.current.map((push) => [push.body, push.route, push.shown, push.error])).toEqual([
      [
        'Added to Top Hits (2.1M followers)',
        '/artist/def',
        false,
        'No notification permission has been granted for this origin.',
      ],
      ['3 new playlist adds for Rooms of Garden', '/artist/abc', true, null],
    ]);
  });

  it('ignores messages that are not pushes', () => {
    const { result } = renderHook(() => useReceivedPushes());
    post({ type: 'cache-updated' });
    post('hello');
    post({ type: 'push', body: 42 });
    expect(result.current).toEqual([]);
  });
});
