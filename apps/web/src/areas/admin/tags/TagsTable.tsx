import EditOutlined from '@mui/icons-material/EditOutlined';
import MergeType from '@mui/icons-material/MergeType';
import {
  Box,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import { can } from '@rh/core';
import { findContentType } from '@rh/core/content';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { listPath } from '../../../content/links.ts';
import type { TagUsage } from './api/tag-usage.ts';
import { countOf, RULE_TYPES } from './tag-format.ts';

export type SortKey = 'name' | 'news' | 'items';

interface Props {
  tags: readonly TagUsage[];
  roles: readonly string[];
  sort: { key: SortKey; dir: 'asc' | 'desc' };
  onSort: (key: SortKey) => void;
  abilities: { rename: boolean; merge: boolean };
  onRename: (tag: TagUsage) => void;
  onMerge: (tag: TagUsage) => void;
}

const NARROW = { display: { xs: 'none', md: 'table-cell' } } as const;

/** A list of a type filtered by the tag, where the user may read that list; else plain text. */
function TypeCount({
  typeName,
  n,
  slug,
  roles,
}: {
  typeName: string;
  n: number;
  slug: string;
  roles: readonly string[];
}) {
  const type = findContentType(typeName);
  const list = type && can(roles, type.resource, 'read') ? listPath(type) : null;
  const text = countOf(n, typeName);
  if (!list) return <>{text}</>;
  return (
    <Link component={RouterLink} to={`${list}?${new URLSearchParams({ tags: slug })}`} underline="hover">
      {text}
    </Link>
  );
}

/** The counts of some types, each its own link, the most first. */
function Counts({ tag, types, roles }: { tag: TagUsage; types: (name: string) => boolean; roles: readonly string[] }) {
  const entries = Object.entries(tag.counts)
    .filter(([name, n]) => types(name) && n > 0)
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  if (!entries.length)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        —
      </Typography>
    );
  return (
    <>
      {entries.map(([name, n], index) => (
        <Fragment key={name}>
          {index > 0 && ', '}
          <TypeCount typeName={name} n={n} slug={tag.slug} roles={roles} />
        </Fragment>
      ))}
    </>
  );
}

const isOther = (name: string) => name !== 'newsitem' && !RULE_TYPES.includes(name);
const isRule = (name: string) => RULE_TYPES.includes(name);

/** The tags with their usage: news (the count a link to the filtered News), other items, rules, and actions. */
export function TagsTable({ tags, roles, sort, onSort, abilities, onRename, onMerge }: Props) {
  const head = (key: SortKey, label: string, align: 'left' | 'right' = 'left') => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key ? sort.dir : key === 'name' ? 'asc' : 'desc'}
      onClick={() => onSort(key)}
      sx={align === 'right' ? { flexDirection: 'row-reverse' } : undefined}
    >
      {label}
    </TableSortLabel>
  );
  const actions = abilities.rename || abilities.merge;
  return (
    <Table size="small" aria-label="Tags and their usage" sx={{ tableLayout: { xs: 'fixed', md: 'auto' } }}>
      <TableHead sx={{ '& th': { verticalAlign: 'bottom' } }}>
        <TableRow>
          <TableCell sortDirection={sort.key === 'name' ? sort.dir : false}>{head('name', 'Tag')}</TableCell>
          <TableCell sx={NARROW}>Group</TableCell>
          <TableCell align="right" sortDirection={sort.key === 'news' ? sort.dir : false} sx={{ width: { xs: 88 } }}>
            {head('news', 'News', 'right')}
          </TableCell>
          <TableCell sx={NARROW} sortDirection={sort.key === 'items' ? sort.dir : false}>
            {head('items', 'Other items')}
          </TableCell>
          <TableCell sx={NARROW}>Rules</TableCell>
          {actions && (
            <TableCell align="right" sx={{ width: { xs: 96 } }}>
              Actions
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {tags.map((tag) => {
          const news = tag.counts.newsitem ?? 0;
          return (
            <TableRow key={tag.id} hover>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {tag.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  <code>{tag.slug}</code>
                  {tag.group && (
                    <Box component="span" sx={{ display: { md: 'none' } }}>
                      {' '}
                      · {tag.group}
                    </Box>
                  )}
                </Typography>
                {tag.aliases.length > 0 && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    Also: {tag.aliases.join(', ')}
                  </Typography>
                )}
                <Typography variant="caption" component="div" sx={{ display: { md: 'none' } }}>
                  {tag.items - news > 0 && <Counts tag={tag} types={isOther} roles={roles} />}
                  {tag.items - news > 0 && tag.rules > 0 && '; '}
                  {tag.rules > 0 && <Counts tag={tag} types={isRule} roles={roles} />}
                </Typography>
              </TableCell>
              <TableCell sx={NARROW}>{tag.group ?? '—'}</TableCell>
              <TableCell align="right">
                {news > 0 ? (
                  <TypeCountNumber n={news} slug={tag.slug} name={tag.name} roles={roles} />
                ) : (
                  <Typography variant="body2" color="text.secondary" component="span">
                    0
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={NARROW}>
                <Counts tag={tag} types={isOther} roles={roles} />
              </TableCell>
              <TableCell sx={NARROW}>
                <Counts tag={tag} types={isRule} roles={roles} />
              </TableCell>
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {abilities.rename && (
                    <Tooltip title="Rename">
                      <IconButton size="small" aria-label={`Rename ${tag.name}`} onClick={() => onRename(tag)}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  {abilities.merge && (
                    <Tooltip title="Merge into another tag">
                      <IconButton
                        size="small"
                        aria-label={`Merge ${tag.name} into another tag`}
                        onClick={() => onMerge(tag)}
                      >
                        <MergeType fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The number of news items carrying a tag, a link to the News list filtered by it. */
function TypeCountNumber({
  n,
  slug,
  name,
  roles,
}: {
  n: number;
  slug: string;
  name: string;
  roles: readonly string[];
}) {
  const type = findContentType('newsitem')!;
  const list = can(roles, type.resource, 'read') ? listPath(type) : null;
  const text = n.toLocaleString('en');
  if (!list) return <>{text}</>;
  return (
    <Link
      component={RouterLink}
      to={`${list}?${new URLSearchParams({ tags: slug })}`}
      aria-label={`${countOf(n, 'newsitem')} tagged ${name}`}
    >
      {text}
    </Link>
  );
}
