import { FormControlLabel, Switch } from '@mui/material';
import type { ContentType } from '@rh/core/content';
import { useMemo, useState } from 'react';
import type { ListParams } from '../../api/types.ts';
import { ContentGrid, type ContentGridProps } from '../ContentGrid.tsx';
import { defaultColumns, loadVisibility } from '../column-visibility.ts';
import { GroupedList } from './GroupedList.tsx';
import { groupColumns, groupingOf, inSentence } from './grouping.ts';

const storageKey = (type: ContentType) => `rh.list.grouped.${type.name}`;

/** Whether the user keeps a groupable list grouped (the default) or flat, remembered per type. */
function useGroupedChoice(type: ContentType): [boolean, (grouped: boolean) => void] {
  const [grouped, setGrouped] = useState(() => {
    try {
      return localStorage.getItem(storageKey(type)) !== 'flat';
    } catch {
      return true;
    }
  });
  const choose = (next: boolean) => {
    setGrouped(next);
    try {
      if (next) localStorage.removeItem(storageKey(type));
      else localStorage.setItem(storageKey(type), 'flat');
    } catch {
      // Without storage the choice lasts as long as the page.
    }
  };
  return [grouped, choose];
}

/**
 * The body of a list: its grid, or — for a type that declares `list.groupBy`, unless the user chose the flat list or
 * looks at deleted items — the same view in groups (GroupedList), with a switch between the two.
 */
export function ListBody({ params, ...grid }: ContentGridProps & { params: ListParams }) {
  const { type, scope, sort, onSort } = grid;
  const grouping = useMemo(() => groupingOf(type), [type]);
  const [grouped, setGrouped] = useGroupedChoice(type);
  const columns = useMemo(() => {
    if (!grouping) return [];
    const first = defaultColumns(type, scope);
    const names = [...type.fields.map((field) => field.name), 'createdAt', 'updatedAt', 'stage'];
    const visibility = loadVisibility(type, names, scope);
    return groupColumns(type, grouping, first, (name) => visibility[name] === true);
  }, [type, scope, grouping]);
  if (!grouping || params.deleted === 'true') return <ContentGrid {...grid} />;
  const toggle = (
    <FormControlLabel
      control={<Switch size="small" checked={grouped} onChange={(event) => setGrouped(event.target.checked)} />}
      label={`By ${inSentence(grouping.label)}`}
    />
  );
  const actions = (
    <>
      {toggle}
      {grid.actions}
    </>
  );
  if (!grouped) return <ContentGrid {...grid} actions={actions} />;
  return (
    <GroupedList
      type={type}
      grouping={grouping}
      params={params}
      columns={columns}
      sort={sort}
      onSort={onSort}
      actions={actions}
    />
  );
}
