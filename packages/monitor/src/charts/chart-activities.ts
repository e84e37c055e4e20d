import { type ActivityRow, activityKey, tierFields } from '../activities/activity-row';
import type { ChartDefinition } from './chart-list';
import type { ChartEvent } from './diff-chart';

function text(event: ChartEvent, name: string): string {
  switch (event.type) {
    case 'chart_entry':
      return `Entered the ${name} at #${event.position}`;
    case 'chart_new_peak':
      return `New peak on the ${name}: #${event.position} (up from #${event.previousPosition})`;
    case 'chart_reentry':
      return `Re-entered the ${name} at #${event.position}`;
    case 'chart_exit':
      return `Left the ${name} (last at #${event.previousPosition})`;
  }
}

export function chartActivity(
  chart: ChartDefinition,
  event: ChartEvent,
  date: string,
): ActivityRow {
  return {
    key: activityKey(chart.source, event.type, `${chart.key}:${event.trackId}`, date),
    source: chart.source,
    activity_type: event.type,
    activity_date: date,
    track_id: event.trackId,
    account_id: null,
    ...tierFields({ countryCode: chart.countryCode }),
    is_milestone: false,
    activity_text: text(event, chart.name),
    activity_url: null,
    value: event.position ?? event.previousPosition,
    details: {
      chartKey: chart.key,
      chartName: chart.name,
      countryCode: chart.countryCode,
      position: event.position,
      previousPosition: event.previousPosition,
    },
  };
}
