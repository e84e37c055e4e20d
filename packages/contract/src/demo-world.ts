import { z } from 'zod';

/**
 * The embedded demo world, as the uptime check reports it (only when the server runs it: `npm
 * start` on the embedded database). The web app shows a banner while the monitor catches up on
 * the world's history, and when the world runs faster than real time.
 */
export const ZDemoWorld = z.object({
  /** The world's current date (YYYY-MM-DD); null until it has started. */
  date: z.string().nullable(),
  /** How many times faster than real time the world runs: 1 = real time, its today is today. */
  speed: z.number().positive(),
  /**
   * While the monitor catches up on the world's past, day by day: the day being watched
   * (1-based) of `of`, and its date. Null once it follows the world live.
   */
  catching_up: z
    .object({
      day: z.number().int().min(1),
      of: z.number().int().min(1),
      date: z.string(),
    })
    .nullable(),
});
export type DemoWorld = z.infer<typeof ZDemoWorld>;
