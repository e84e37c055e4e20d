import { supportEndpoints } from '@songstats/contract';
import { recordErrorReport } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = supportEndpoints.reportError;

/** spec §7, §8: render errors caught by the web app's error boundary, kept for the team. */
export function reportErrorRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['support'],
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async (request) => {
      const { error, stack, componentStack } = request.body;
      const stored = await recordErrorReport(app.db, {
        error,
        stack: stack ?? null,
        componentStack: componentStack ?? null,
        variant: request.variant.id,
        url: request.headers.referer ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        frontendVersion:
          request.client.frontendVersion === null ? null : String(request.client.frontendVersion),
      });
      return { id: stored.id };
    },
  });
}
