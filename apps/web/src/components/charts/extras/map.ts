// ECharts' map (choropleth) and its continuous scale, a chunk of its own (see load-echarts.ts).
import { MapChart } from 'echarts/charts';
import { VisualMapContinuousComponent } from 'echarts/components';

export const parts = [MapChart, VisualMapContinuousComponent];
