import type { AppInstance } from '../../app-instance';
import { stationRoute } from './station';

/** Issue 24: the radio product's own calls (docs/radio.md). */
export function radioRoutes(app: AppInstance) {
  stationRoute(app);
}
