import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { contentType, fieldOf } from '@rh/core/content';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Jurisdiction } from '../areas/jurisdiction-api.ts';
import { optionLabel } from '../content/fields/format.ts';
import { day, Empty, ItemLink, Part, ShowAll } from './parts.tsx';
import { comingDetail, inForceDetail, todayUtc } from './regulation-details.ts';

const REGULATION_STATUS = fieldOf(contentType('regulation'), 'status');

type RegulationRow = Pick<
  NonNullable<Jurisdiction['regulations']>['inForce'][number],
  'id' | 'title' | 'shortName' | 'obligations'
> & { detail: string };

/** Regulations listed before "Show all". */
const FIRST_REGULATIONS = 8;

function RegulationList({ rows, empty, noun }: { rows: RegulationRow[]; empty: string; noun: string }) {
  const [all, setAll] = useState(false);
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  const shown = all ? rows : rows.slice(0, FIRST_REGULATIONS);
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
      <ShowAll total={rows.length} first={FIRST_REGULATIONS} all={all} noun={noun} onToggle={() => setAll(!all)} />
    </>
  );
}

export function RegulationsPart({ regulations }: { regulations: NonNullable<Jurisdiction['regulations']> }) {
  const today = todayUtc();
  const statusLabel = (status: string) => optionLabel(REGULATION_STATUS, status);
  return (
    <Part title="Regulations" id="jurisdiction-regulations">
      <Typography variant="subtitle2" component="h3">
        In force ({regulations.inForce.length})
      </Typography>
      <RegulationList
        empty="None in force."
        noun="in force"
        rows={regulations.inForce.map((row) => ({ ...row, detail: inForceDetail(row, today, day) }))}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Coming ({regulations.coming.length})
      </Typography>
      <RegulationList
        empty="None coming."
        noun="coming"
        rows={regulations.coming.map((row) => ({ ...row, detail: comingDetail(row, today, day, statusLabel) }))}
      />
    </Part>
  );
}
