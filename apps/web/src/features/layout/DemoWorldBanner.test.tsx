// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoWorldBanner, demoWorldBannerText } from './DemoWorldBanner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(demoWorld: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: 'ok',
            time: '2026-11-25T10:00:00.000Z',
            ...(demoWorld ? { demo_world: demoWorld } : {}),
          }),
        ),
    ),
  );
}

const renderBanner = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DemoWorldBanner />
    </QueryClientProvider>,
  );

describe('the demo world banner (issue 21)', () => {
  it('shows the catch-up progress from the uptime check', async () => {
    answer({
      date: '2026-09-29',
      speed: 1,
      catching_up: { day: 34, of: 90, date: '2026-09-29' },
    });
    renderBanner();
    expect((await screen.findByRole('status')).textContent).toBe('Catching up: day 34 of 90');
  });

  it('says when the world runs faster than real time, and where its dates are', () => {
    expect(demoWorldBannerText({ date: '2027-01-03', speed: 144, catching_up: null })).toBe(
      'The demo world runs 144× fast: it is 2027-01-03 there',
    );
    expect(
      demoWorldBannerText({
        date: '2026-12-01',
        speed: 144,
        catching_up: { day: 2, of: 91, date: '2026-12-01' },
      }),
    ).toBe('Catching up: day 2 of 91 · The demo world runs 144× fast: it is 2026-12-01 there');
  });

  it('shows nothing for a live real-time world, nor for a server without a demo world', async () => {
    expect(demoWorldBannerText({ date: '2026-11-25', speed: 1, catching_up: null })).toBeNull();
    answer(null);
    renderBanner();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
