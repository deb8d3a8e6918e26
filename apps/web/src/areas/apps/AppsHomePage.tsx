import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { can } from '@rh/core';
import { findContentType } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { config } from '../../config.ts';
import { formatDateTime } from '../../content/fields/format.ts';
import { pathTo } from '../../routes/table.ts';
import { useSession } from '../../session/useSession.ts';
import { QueryStates } from '../QueryStates.tsx';
import { importsOptions } from './import/api/list-imports.ts';
import { reportsOptions } from './reporting/api/list-reports.ts';

const RECENT = 5;
const plural = (type: string) => findContentType(type)?.plural ?? type;

interface Recent {
  key: string;
  primary: string;
  secondary: string;
}

/** One app: what it does in a line, its recent items, and the way in. */
function AppCard({
  icon: Icon,
  title,
  line,
  route,
  recent,
}: {
  icon: SvgIconComponent;
  title: string;
  line: string;
  route: string;
  recent: {
    query: { isPending: boolean; error: Error | null };
    items: Recent[] | undefined;
    what: string;
    empty: string;
  };
}) {
  const headingId = `app-${route}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <Icon color="primary" aria-hidden />
          <Typography id={headingId} variant="h5" component="h2">
            {title}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {line}
        </Typography>
        <Typography variant="subtitle2" component="h3">
          {recent.what}
        </Typography>
        <QueryStates
          query={recent.query}
          data={recent.items}
          isEmpty={(items) => items.length === 0}
          denied="Your access does not include them."
          what={recent.what}
          empty={recent.empty}
          height={96}
        >
          {(items) => (
            <List dense disablePadding>
              {items.map((item) => (
                <ListItem key={item.key} disableGutters>
                  <ListItemText primary={item.primary} secondary={item.secondary} />
                </ListItem>
              ))}
            </List>
          )}
        </QueryStates>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={pathTo(route)} variant="contained">
          Open {title}
        </Button>
      </CardActions>
    </Card>
  );
}

/** `/apps`: the apps the user may open, each with what it does and its recent items; nothing else. */
function AppsHomePage() {
  const { state: session } = useSession();
  const importing = can(session.roles, 'appimporting', 'read');
  const reporting = can(session.roles, 'appreporting', 'read');
  const imports = useQuery({ ...importsOptions(), enabled: importing });
  const reports = useQuery({ ...reportsOptions(), enabled: reporting });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <title>{`Apps · ${config.brand}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Apps
      </Typography>
      {!importing && !reporting ? (
        <Typography>
          Your access includes none of the apps (Import, Reporting). An administrator can grant them.
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {importing && (
            <AppCard
              icon={FileUploadOutlined}
              title="Import"
              line="Load items from a CSV or Excel file: map its columns to a type’s fields, check every row, then import."
              route="AppsImport"
              recent={{
                query: imports,
                what: 'Recent imports',
                empty: 'No file has been imported yet.',
                items: imports.data?.imports.slice(0, RECENT).map((one) => ({
                  key: one.id,
                  primary: one.fileName,
                  secondary: `${plural(one.type)} · ${one.status} · ${formatDateTime(one.createdAt)}`,
                })),
              }}
            />
          )}
          {reporting && (
            <AppCard
              icon={TableChartOutlined}
              title="Reporting"
              line="Build a report of any list you may read — filters, columns, grouping — export it, or have it e-mailed."
              route="AppsReporting"
              recent={{
                query: reports,
                what: 'Your recent reports',
                empty: 'No report is saved yet.',
                items: reports.data?.reports.slice(0, RECENT).map((one) => ({
                  key: one.id,
                  primary: one.name,
                  secondary: `${plural(one.type)} · changed ${formatDateTime(one.updatedAt)}`,
                })),
              }}
            />
          )}
        </Box>
      )}
    </Container>
  );
}

export default withQueries(AppsHomePage);
