import { MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, VisualMapContinuousComponent } from 'echarts/components';
import { echarts } from './echarts-setup';

// Issue 29: what only the world map draws (countries, city points, the shading scale), in the
// map's own chunk, so a page of time series does not load it.
echarts.use([MapChart, ScatterChart, GeoComponent, VisualMapContinuousComponent]);

export { echarts };
