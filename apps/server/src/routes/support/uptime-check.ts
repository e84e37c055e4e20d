import { supportEndpoints, ZErrorResponse } from '@songstats/contract';
import { createHealthProbe } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = supportEndpoints.uptimeCheck;

/** spec §7, §8: the web app shows the maintenance banner when this fails. */
export function uptimeCheckRoute(app: AppInstance) {
  const isDatabaseUp = createHealthProbe(app.db);
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['support'],
    responses: { 503: ZErrorResponse },
    handler: async () => {
      if (!(await isDatabaseUp())) {
        throw new HttpError(503, 'The database is not answering.');
      }
      const demoWorld = app.demoWorld?.get();
      return {
        status: 'ok' as const,
        time: new Date().toISOString(),
        ...(demoWorld ? { demo_world: demoWorld } : {}),
      };
    },
  });
}
