// ECharts' treemap, a chunk of its own (see load-echarts.ts).
import { TreemapChart } from 'echarts/charts';

export const parts = [TreemapChart];
