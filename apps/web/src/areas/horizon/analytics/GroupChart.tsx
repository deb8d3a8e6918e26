import { Box, Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Chart } from '../../../components/charts/Chart.tsx';
import type { SeriesData } from '../../../components/charts/chart-data.ts';
import type { Group } from '../api/snapshot.ts';

/** Groups charted before "Show all". */
const FIRST_ROWS = 10;
const ROW_HEIGHT = 26;

interface GroupChartProps {
  title: string;
  /** The table's name of a group: "Topic", "Regulator"… */
  noun: string;
  groups: readonly Group[];
  /** Where a group leads (the list filtered to it), or null for none. */
  linkOf: (group: Group) => string | null;
}

/** Counts of one dimension as horizontal bars, the largest first; a bar (or its table row) opens its items. */
export function GroupChart({ title, noun, groups, linkOf }: GroupChartProps) {
  const navigate = useNavigate();
  const [all, setAll] = useState(false);
  const shown = all ? groups : groups.slice(0, FIRST_ROWS);
  const data = useMemo(
    (): SeriesData => ({
      categories: shown.map((group) => ({ key: group.key, label: group.label })),
      series: [{ name: 'News items', values: shown.map((group) => group.count) }],
    }),
    [shown],
  );
  const names = useMemo(() => ({ category: noun, value: 'News items' }), [noun]);
  const handleSelect = (key: string | null | undefined) => {
    const group = groups.find((one) => one.key === key);
    const to = group && linkOf(group);
    if (to) void navigate(to);
  };
  return (
    <Box>
      <Chart
        kind="bar"
        horizontal
        title={`${title} (${groups.length})`}
        names={names}
        data={data}
        height={Math.max(120, shown.length * ROW_HEIGHT + 40)}
        onSelect={(selection) => handleSelect(selection.category?.key)}
      />
      {groups.length > FIRST_ROWS && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => setAll(!all)}>
          {all
            ? `Show the first ${FIRST_ROWS} ${title.toLowerCase()}`
            : `Show all ${groups.length} ${title.toLowerCase()}`}
        </Button>
      )}
    </Box>
  );
}
