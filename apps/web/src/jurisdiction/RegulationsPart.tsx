import { Box, Button, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { contentType, fieldOf } from '@rh/core/content';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Jurisdiction } from '../areas/jurisdiction-api.ts';
import { config } from '../config.ts';
import { optionLabel } from '../content/fields/format.ts';
import { day, Empty, ItemLink, Part, ShowAll } from './parts.tsx';
import { comingDetail, inForceDetail, todayUtc } from './regulation-details.ts';
import { regulationsListPath } from './regulations-list-path.ts';

const REGULATION_STATUS = fieldOf(contentType('regulation'), 'status');

type RegulationRow = Pick<
  NonNullable<Jurisdiction['regulations']>['inForce'][number],
  'id' | 'title' | 'shortName' | 'obligations'
> & { detail: string };

/** Regulations listed before "Show all". */
const FIRST_REGULATIONS = 8;

/**
 * The first regulations of a list. The server sends at most 50 of each with its total: when there are more, "Show
 * all (n)" opens the regulation list filtered by the country; else it shows the rest here.
 */
function RegulationList(props: {
  rows: RegulationRow[];
  total: number;
  empty: string;
  noun: string;
  listPath: string | null;
}) {
  const { rows, total, empty, noun, listPath } = props;
  const [all, setAll] = useState(false);
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  const elsewhere = listPath !== null && total > rows.length;
  const shown = all && !elsewhere ? rows : rows.slice(0, FIRST_REGULATIONS);
  return (
    <>
      <List dense disablePadding>
        {shown.map((row) => (
          <ListItem key={row.id} disableGutters>
            <ListItemText
              primary={
                <ItemLink type="regulation" id={row.id}>
                  {row.shortName ?? row.title}
                </ItemLink>
              }
              secondary={
                <>
                  {row.shortName && (
                    <Box
                      component="span"
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {row.title}
                    </Box>
                  )}
                  {row.detail && `${row.detail} · `}
                  <Link
                    component={RouterLink}
                    to={`/regdecomp/obligations?${new URLSearchParams({ regulation: row.id }).toString()}`}
                  >
                    {row.obligations} {row.obligations === 1 ? 'obligation' : 'obligations'}
                  </Link>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {elsewhere ? (
        <Button
          size="small"
          sx={{ mt: 0.5 }}
          component={RouterLink}
          to={listPath}
          aria-label={`Show all (${total.toLocaleString('en-GB')}) regulations ${noun}`}
        >
          Show all ({total.toLocaleString('en-GB')})
        </Button>
      ) : (
        <ShowAll total={rows.length} first={FIRST_REGULATIONS} all={all} noun={noun} onToggle={() => setAll(!all)} />
      )}
    </>
  );
}

export function RegulationsPart(props: {
  regulations: NonNullable<Jurisdiction['regulations']>;
  /** The jurisdiction's code and the area whose scopes the part is within: where "Show all" leads. */
  country: string;
  area: string | null;
}) {
  const { regulations } = props;
  const listPath = regulationsListPath(props.country, props.area, config.build);
  const today = todayUtc();
  const statusLabel = (status: string) => optionLabel(REGULATION_STATUS, status);
  return (
    <Part title="Regulations" id="jurisdiction-regulations">
      <Typography variant="subtitle2" component="h3">
        In force ({regulations.inForceTotal.toLocaleString('en-GB')})
      </Typography>
      <RegulationList
        empty="None in force."
        noun="in force"
        total={regulations.inForceTotal}
        listPath={listPath}
        rows={regulations.inForce.map((row) => ({ ...row, detail: inForceDetail(row, today, day) }))}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Coming ({regulations.comingTotal.toLocaleString('en-GB')})
      </Typography>
      <RegulationList
        empty="None coming."
        noun="coming"
        total={regulations.comingTotal}
        listPath={listPath}
        rows={regulations.coming.map((row) => ({ ...row, detail: comingDetail(row, today, day, statusLabel) }))}
      />
    </Part>
  );
}
