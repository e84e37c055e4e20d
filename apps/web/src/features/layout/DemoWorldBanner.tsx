import type { DemoWorld } from '@songstats/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { lightRoutes } from '../../app/light-routes';

/**
 * What the banner says of the embedded demo world (issue 21), or null when there is nothing to
 * say: the monitor catching up on its history, and a world running faster than real time
 * (its dates then run ahead of the calendar).
 */
export function demoWorldBannerText(world: DemoWorld | null | undefined): string | null {
  if (!world) return null;
  const parts: string[] = [];
  if (world.catching_up) {
    const { day, of } = world.catching_up;
    parts.push(`Catching up: day ${day} of ${of}`);
  }
  if (world.speed !== 1) {
    const speed = Number(world.speed.toFixed(2));
    parts.push(
      `The demo world runs ${speed}× fast${world.date ? `: it is ${world.date} there` : ''}`,
    );
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** How often the banner asks again while the monitor catches up (a day takes a few seconds). */
const CATCHING_UP_POLL_MS = 5_000;

/**
 * The demo world's banner, under the header: the catch-up's progress ("Catching up: day 34 of
 * 90", updated every few seconds until it is done) and a faster-than-real-time world's date.
 * Servers without a demo world (production) send no `demo_world`, and nothing shows.
 */
export function DemoWorldBanner() {
  const { data } = useQuery({
    queryKey: ['support', 'uptime_check', 'demo_world'],
    queryFn: ({ signal }) => api.request(lightRoutes.uptimeCheck, { signal }),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.demo_world?.catching_up ? CATCHING_UP_POLL_MS : false,
  });
  const text = demoWorldBannerText(data?.demo_world);
  if (!text) return null;
  return (
    <output
      aria-live="polite"
      className="block border-t border-sky-100 bg-sky-50 px-4 py-1 text-center text-xs font-medium text-sky-900"
    >
      {text}
    </output>
  );
}
