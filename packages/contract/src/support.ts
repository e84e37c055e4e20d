import { z } from 'zod';
import { ZDemoWorld } from './demo-world';
import { defineEndpoint } from './endpoint';

export const ZUptimeCheckResponse = z.object({
  status: z.literal('ok'),
  time: z.string(),
  /** The embedded demo world, when this server runs one (`npm start`). */
  demo_world: ZDemoWorld.optional(),
});

export const ZReportErrorRequest = z.object({
  error: z.string().trim().min(1, 'error is required').max(10_000),
  stack: z.string().max(50_000).nullish(),
  componentStack: z.string().max(50_000).nullish(),
});
export type ReportErrorRequest = z.infer<typeof ZReportErrorRequest>;

export const ZReportErrorResponse = z.object({ id: z.number().int() });

/** Issue 30: what this installation monitors, per source of the sources catalogue. */
export const ZMonitoredCountsResponse = z.object({
  sources: z.array(
    z.object({ sourceId: z.string(), count: z.number().int(), countType: z.string() }),
  ),
});
export type MonitoredCountsResponse = z.infer<typeof ZMonitoredCountsResponse>;

export const supportEndpoints = {
  uptimeCheck: defineEndpoint({
    method: 'GET',
    path: '/support/uptime_check',
    summary: 'Answers 200 while the API and its database are up (spec §7, §8).',
    response: ZUptimeCheckResponse,
  }),
  reportError: defineEndpoint({
    method: 'POST',
    path: '/support/report_error',
    summary: "Stores a render error caught by the web app's error boundary (spec §7, §8).",
    body: ZReportErrorRequest,
    response: ZReportErrorResponse,
  }),
  monitoredCounts: defineEndpoint({
    method: 'GET',
    path: '/support/monitored_counts',
    summary:
      "What this installation monitors, counted in its database (the landing page's 'What we monitor'): playlists, charts, videos and stations per source. Public.",
    response: ZMonitoredCountsResponse,
  }),
};
