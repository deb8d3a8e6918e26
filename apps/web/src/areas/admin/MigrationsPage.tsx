import {
  Chip,
  Container,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { formatDateTime } from '../../content/fields/format.ts';
import { QueryStates } from '../QueryStates.tsx';
import { useMigrations, type Migration } from './get-migrations.ts';

/** What a migration's row says of it: run as written, run then edited, or not run (yet). */
function Status({ migration }: { migration: Migration }) {
  if (!migration.applied) return <Chip size="small" color="warning" variant="outlined" label="Not applied" />;
  if (migration.changed) return <Chip size="small" color="warning" label="Applied; file changed since" />;
  return <Chip size="small" color="success" variant="outlined" label="Applied" />;
}

/** A file name that wraps after its underscores on a narrow screen, not within a word. */
function BreakableName({ name }: { name: string }) {
  const parts = name.split('_');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** `/migrations`: the database's migrations, newest first, read-only (the `migration` grant). */
function MigrationsPage() {
  const query = useMigrations();
  const migrations = query.data?.migrations;
  const applied = migrations?.filter((one) => one.applied).length ?? 0;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Migrations · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Migrations
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        The changes to the database’s structure, newest first. The server applies the ones not yet run when it starts;
        each is recorded with the time it carries, which orders them (the time it was written, not the time it ran).
        Nothing here can be changed.
      </Typography>
      <QueryStates
        query={query}
        data={migrations}
        isEmpty={(rows) => rows.length === 0}
        denied="Your access does not include the database migrations."
        what="The migrations"
        empty="The database has no migration recorded."
        height={240}
      >
        {(rows) => (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {applied} of {rows.length} applied.
            </Typography>
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Migrations, newest first">
                <TableHead>
                  <TableRow>
                    <TableCell>#</TableCell>
                    <TableCell>Migration</TableCell>
                    <TableCell>Time it carries</TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.hash ?? row.name ?? row.createdAt}>
                      <TableCell>{row.index ?? '–'}</TableCell>
                      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                        {row.name ? <BreakableName name={row.name} /> : 'Unknown to this server'}
                      </TableCell>
                      <TableCell>
                        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                      </TableCell>
                      <TableCell>
                        <Status migration={row} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </QueryStates>
    </Container>
  );
}

export default withQueries(MigrationsPage);
