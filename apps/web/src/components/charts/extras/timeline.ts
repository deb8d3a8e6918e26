// ECharts' scatter, mark line and label layout for the milestone timeline, a chunk of its own: the timeline loads it
// through `useEChart`'s `prepare` (MilestoneTimeline.tsx), so no other chart carries it.
import { ScatterChart } from 'echarts/charts';
import { MarkLineComponent } from 'echarts/components';
import { LabelLayout } from 'echarts/features';

export const parts = [ScatterChart, MarkLineComponent, LabelLayout];
