import { EXTERNAL_ROLE_NAMES, ROLES, type RoleName } from '@rh/core';
import {
  Chip,
  Link as MuiLink,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { use, useMemo } from 'react';
import { Link } from 'react-router';
import { config } from '../../config.ts';
import { loadScreenGrants } from '../../routes/access.ts';
import { pathTo } from '../../routes/table.ts';
import { entitledScreens, screensFor, type OfferedScreen } from './offer.ts';

interface OfferRow extends OfferedScreen {
  /** The read-only roles that open it. */
  roles: RoleName[];
  /** Whether the key in this browser opens it. */
  included: boolean;
}

/**
 * What this build offers an outside organisation, screen by screen (the external builds' menu has one area, so the
 * screen is the unit): for every role an account may hold (the
 * read-only set), what that role opens beyond what every key opens, and whether this browser's key includes it.
 * Derived from the role and menu declarations, so it cannot promise a screen a key would not open.
 */
function useOffer(roles: readonly string[] | null): { rows: OfferRow[]; everyone: OfferedScreen[] } {
  const grants = use(loadScreenGrants());
  return useMemo(() => {
    const build = config.build;
    const rows = new Map<string, OfferRow>();
    for (const role of EXTERNAL_ROLE_NAMES) {
      for (const screen of entitledScreens([role], build, grants)) {
        const row = rows.get(screen.route) ?? { ...screen, roles: [], included: false };
        row.roles.push(role);
        rows.set(screen.route, row);
      }
    }
    const mine = new Set(roles ? screensFor(roles, build, grants).map((screen) => screen.route) : []);
    return {
      rows: [...rows.values()].map((row) => ({ ...row, included: mine.has(row.route) })),
      everyone: screensFor(['norole'], build, grants),
    };
  }, [grants, roles]);
}

export function ExternalOffer({ roles }: { roles: readonly string[] | null }) {
  const { rows, everyone } = useOffer(roles);
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Areas offered to organisations">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Screen
              </TableCell>
              <TableCell component="th" scope="col">
                Opened by
              </TableCell>
              {roles && (
                <TableCell component="th" scope="col">
                  Your key
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.route}>
                <TableCell component="th" scope="row">
                  {row.included ? (
                    <MuiLink component={Link} to={pathTo(row.route)}>
                      {row.label}
                    </MuiLink>
                  ) : (
                    row.label
                  )}
                </TableCell>
                <TableCell>
                  {row.roles.map((role) => `${role} (${ROLES[role].description.toLowerCase()})`).join('; ')}
                </TableCell>
                {roles && (
                  <TableCell>
                    {row.included ? (
                      <Chip size="small" color="success" variant="outlined" label="Included" />
                    ) : (
                      <Chip size="small" variant="outlined" label="Not included" />
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Every key opens {everyone.map((screen) => screen.label).join(', ')}.
      </Typography>
    </>
  );
}
