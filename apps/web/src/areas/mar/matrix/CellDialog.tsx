import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { itemPathOf } from '../../../content/links.ts';
import { optionLabel } from '../../../content/fields/format.ts';
import { getMarMatrixCell, type MarMatrixColumns } from '../../chain-api.ts';
import { levelLabel, type Level } from './grid.ts';

export interface OpenCell {
  row: { key: string; label: string };
  column: { key: string; label: string };
}

const CASE = contentType('case');
const statusField = CASE.fields.find((field) => field.name === 'status');
const stageLabel = (name: string | null) => CASE.workflow?.stages.find((stage) => stage.name === name)?.label ?? name;

function Linked({ type, id, text }: { type: string; id: string; text: string }) {
  const to = itemPathOf(type, { id });
  return to ? (
    <MuiLink component={Link} to={to} underline="hover">
      {text}
    </MuiLink>
  ) : (
    <>{text}</>
  );
}

/** One cell of the MAR matrix: the coverage items that declare it and the open cases of its risk and column. */
export function CellDialog({
  columns,
  cell,
  onClose,
}: {
  columns: MarMatrixColumns;
  cell: OpenCell | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const detail = useQuery({
    queryKey: ['mar', 'matrix', 'cell', columns, cell?.row.key, cell?.column.key],
    queryFn: ({ signal }) => getMarMatrixCell({ columns, row: cell!.row.key, column: cell!.column.key }, signal),
    enabled: cell !== null,
  });
  return (
    <Dialog open={cell !== null} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>{cell ? `${cell.row.label} × ${cell.column.label}` : ''}</DialogTitle>
      <DialogContent dividers>
        {detail.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : detail.error ? (
          <Alert severity="error">The cell could not be loaded. {detail.error.message}</Alert>
        ) : (
          <>
            <Typography variant="subtitle1" component="h3">
              Coverage items ({detail.data.coverage.length})
            </Typography>
            {detail.data.coverage.length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                No coverage item declares this cell.
              </Typography>
            ) : (
              <List dense sx={{ mb: 1 }}>
                {detail.data.coverage.map((item) => (
                  <ListItem key={item.id} disableGutters>
                    <ListItemText
                      primary={<Linked type="coverage" id={item.id} text={item.title} />}
                      secondary={[levelLabel(item.level as Level), item.scenario].filter(Boolean).join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            <Typography variant="subtitle1" component="h3">
              Open cases ({detail.data.cases.length})
            </Typography>
            {detail.data.cases.length === 0 ? (
              <Typography color="text.secondary">No open case.</Typography>
            ) : (
              <List dense>
                {detail.data.cases.map((one) => (
                  <ListItem key={one.id} disableGutters>
                    <ListItemText
                      primary={<Linked type="case" id={one.id} text={`${one.reference} · ${one.title}`} />}
                      secondary={[
                        one.status && statusField ? optionLabel(statusField, one.status) : one.status,
                        stageLabel(one.stage),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
