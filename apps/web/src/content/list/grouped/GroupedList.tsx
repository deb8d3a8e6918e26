import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, ButtonBase, Chip, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { visuallyHidden } from '@mui/utils';
import type { ContentType } from '@rh/core/content';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { isAggregateError, useAggregate } from '../../api/aggregate.ts';
import type { ListParams } from '../../api/types.ts';
import { isSortable } from '../list-state.ts';
import { GroupRows, type Order } from './GroupRows.tsx';
import {
  columnLabel,
  groupCountQuery,
  initiallyOpen,
  inSentence,
  listGroups,
  type Grouping,
  type ListGroup,
} from './grouping.ts';

interface SectionProps {
  type: ContentType;
  group: ListGroup;
  open: boolean;
  onToggle: () => void;
  columns: readonly string[];
  sort: Order;
  onSort: (order: Order) => void;
}

/** One group: a heading that opens and closes it (a button, so the keyboard reaches it), its count, its items. */
function GroupSection({ type, group, open, onToggle, columns, sort, onSort }: SectionProps) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ minWidth: 0 }}>
      <Typography id={`${id}-heading`} component="h2" variant="subtitle1" sx={{ m: 0 }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={`${id}-items`}
          onClick={onToggle}
          sx={{
            width: '100%',
            justifyContent: 'flex-start',
            gap: 1,
            px: 2,
            py: 1.25,
            font: 'inherit',
            fontWeight: 600,
            textAlign: 'left',
            borderRadius: 1,
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <ExpandMore
            aria-hidden
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(0deg)' : 'rotate(-90deg)' }}
          />
          <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
            {group.label}
          </Box>
          <Chip
            size="small"
            label={
              <>
                {group.count}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {inSentence(group.count === 1 ? type.label : type.plural)}
                </Box>
              </>
            }
          />
        </ButtonBase>
      </Typography>
      <Box id={`${id}-items`} hidden={!open} sx={{ px: 2, pb: 1.5 }}>
        {open && <GroupRows type={type} group={group} columns={columns} sort={sort} onSort={onSort} />}
      </Box>
    </Paper>
  );
}

/** The list's order as one choice: each sortable column shown, either way. */
function OrderSelect({ type, columns, sort, onSort }: Omit<SectionProps, 'group' | 'open' | 'onToggle'>) {
  const names = [type.titleField, ...columns].filter((name) => isSortable(type, name));
  const value = `${sort.dir === 'desc' ? '-' : ''}${sort.field}`;
  const known = names.includes(sort.field);
  return (
    <TextField
      select
      size="small"
      label="Order in each group"
      value={known ? value : ''}
      onChange={(event) => {
        const next = event.target.value;
        onSort(next.startsWith('-') ? { field: next.slice(1), dir: 'desc' } : { field: next, dir: 'asc' });
      }}
      sx={{ minWidth: 220, width: { xs: '100%', sm: 'auto' } }}
    >
      {names.flatMap((name) => [
        <MenuItem key={name} value={name}>
          {columnLabel(type, name)}, ascending
        </MenuItem>,
        <MenuItem key={`-${name}`} value={`-${name}`}>
          {columnLabel(type, name)}, descending
        </MenuItem>,
      ])}
    </TextField>
  );
}

interface GroupedListProps {
  type: ContentType;
  grouping: Grouping;
  /** The list's parameters (filters, search, scope, sort, page size) that every group's items share. */
  params: ListParams;
  columns: readonly string[];
  sort: Order;
  onSort: (order: Order) => void;
  /** Controls of the list (group switch, deleted switch, export). */
  actions: ReactNode;
}

/**
 * A list in sections, one per value of the field the type groups by (`list.groupBy`): each a heading with its count
 * (one aggregation of the list's view) that opens its items, paged on their own in the list's order.
 */
export function GroupedList({ type, grouping, params, columns, sort, onSort, actions }: GroupedListProps) {
  const queries = useMemo(() => [groupCountQuery(type, grouping, params)], [type, grouping, params]);
  const counts = useAggregate(queries);
  const answer = counts.data?.results.groups;
  const ok = answer && !isAggregateError(answer) ? answer : undefined;
  const groups = useMemo(
    () => (ok ? listGroups(type, grouping, ok.groups ?? [], ok.labels ?? {}, params) : []),
    [ok, type, grouping, params],
  );
  // Which groups are open: the user's choice once made, else a default from the groups' sizes.
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const open = chosen ?? initiallyOpen(groups, ok?.total ?? 0);
  const toggle = (key: string) => {
    const next = new Set(open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setChosen(next);
  };
  const plural = inSentence(type.plural);
  const summary = ok
    ? `${ok.total} ${ok.total === 1 ? inSentence(type.label) : plural} by ${inSentence(grouping.label)}, in ${
        groups.length
      } ${groups.length === 1 ? 'group' : 'groups'}${ok.capped ? ' (the largest only)' : ''}`
    : '';

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {summary}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <OrderSelect type={type} columns={columns} sort={sort} onSort={onSort} />
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Button size="small" onClick={() => setChosen(new Set(groups.map((group) => String(group.key))))}>
              Open all
            </Button>
            <Button size="small" onClick={() => setChosen(new Set())}>
              Close all
            </Button>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>
        </Stack>
      </Stack>
      {counts.isPending ? (
        <Stack spacing={1}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : counts.error || isAggregateError(answer) ? (
        <Alert severity="error">
          The groups could not be counted.{' '}
          {counts.error?.message ?? (isAggregateError(answer) ? answer.error.message : '')}
        </Alert>
      ) : groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No {plural} match.
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {groups.map((group) => (
            <GroupSection
              key={String(group.key)}
              type={type}
              group={group}
              open={open.has(String(group.key))}
              onToggle={() => toggle(String(group.key))}
              columns={columns}
              sort={sort}
              onSort={onSort}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
