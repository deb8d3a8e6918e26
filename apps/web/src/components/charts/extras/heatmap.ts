// ECharts' heat map and its continuous scale, a chunk of its own (see load-echarts.ts).
import { HeatmapChart } from 'echarts/charts';
import { VisualMapContinuousComponent } from 'echarts/components';

export const parts = [HeatmapChart, VisualMapContinuousComponent];
