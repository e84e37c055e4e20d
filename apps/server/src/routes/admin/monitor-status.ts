import { adminEndpoints } from '@songstats/contract';
import { readMonitorStatus } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = adminEndpoints.monitorStatus;
const DAY_MS = 86_400_000;

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * Issue 26, Monitor Status: the monitor's own tables, and a warning when a day is late: the
 * per-day jobs read whole days, so by the world's today (the calendar's without an embedded
 * world) every job should have finished yesterday.
 */
export function monitorStatusRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'admin',
    tags: ['admin'],
    handler: async () => {
      const status = await readMonitorStatus(app.db);
      const world = app.demoWorld?.get() ?? null;
      const today = world?.date ?? new Date().toISOString().slice(0, 10);
      const expectedDay = dayBefore(today);
      const behind =
        status.lastWholeDay === null
          ? null
          : Math.round(
              (Date.parse(`${expectedDay}T00:00:00Z`) -
                Date.parse(`${status.lastWholeDay}T00:00:00Z`)) /
                DAY_MS,
            );
      const lateWarning =
        status.lastWholeDay === null
          ? `No day is finished yet: the monitor has not completed a cycle (expected ${expectedDay}).`
          : behind !== null && behind > 0
            ? `The monitor is ${behind} ${behind === 1 ? 'day' : 'days'} late: the last whole day is ${status.lastWholeDay}, expected ${expectedDay}.`
            : null;
      return {
        ...status,
        expectedDay,
        lateWarning,
        embedded: world && { date: world.date, catchingUp: world.catching_up },
      };
    },
  });
}
