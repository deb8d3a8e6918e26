// The one place ECharts' core is imported: a chunk of its own, loaded by `loadECharts()` when a chart first renders,
// so a page that shows a chart does not carry ECharts in its own chunk. Tree-shaken through `echarts/core`: the
// axis charts (bar, line) and the components every chart uses are registered here, with the canvas renderer
// (getDataURL gives a PNG); heat map, sankey, treemap and map come in chunks of their own (echarts-extras.ts).
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, registerMap, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Only what the components call: exporting the namespace would keep every helper of echarts/core in the chunk. */
export const echarts = { init, registerMap, use };
