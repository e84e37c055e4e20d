import { LineChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendScrollComponent,
  MarkPointComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the insights screens draw: time series (with their jumps' pins, issue 28; a legend
// that scrolls, no zoom: issue 29). The world map and its city points register theirs in
// map-setup.ts, loaded with the map only (issue 29).
echarts.use([
  LineChart,
  AriaComponent,
  GridComponent,
  LegendScrollComponent,
  MarkPointComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export { echarts };
