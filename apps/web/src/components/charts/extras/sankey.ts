// ECharts' sankey, a chunk of its own (see load-echarts.ts).
import { SankeyChart } from 'echarts/charts';

export const parts = [SankeyChart];
