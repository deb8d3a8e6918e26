import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link as MuiLink,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { itemPathOf } from '../../../content/links.ts';
import {
  getControlMatrixPairs,
  type ControlMatrixColumns,
  type ControlMatrixRows,
  type ControlRef,
} from '../../chain-api.ts';

export interface PairsCell {
  row: { key: string; label: string };
  column: { key: string; label: string };
}

function ItemLink({ type, item }: { type: string; item: ControlRef }) {
  const to = itemPathOf(type, item);
  const text = item.code ? `${item.code} · ${item.title}` : item.title;
  return to ? (
    <MuiLink component={Link} to={to} underline="hover">
      {text}
    </MuiLink>
  ) : (
    <>{text}</>
  );
}

/** The control–risk pairs behind one cell of the matrix, each linking to the control and the risk. */
export function PairsDialog({
  axes,
  cell,
  onClose,
}: {
  axes: { rows: ControlMatrixRows; columns: ControlMatrixColumns };
  cell: PairsCell | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pairs = useQuery({
    queryKey: ['controls', 'matrix', 'pairs', axes, cell?.row.key, cell?.column.key],
    queryFn: ({ signal }) => getControlMatrixPairs({ ...axes, row: cell!.row.key, column: cell!.column.key }, signal),
    enabled: cell !== null,
  });
  return (
    <Dialog open={cell !== null} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle>
        {cell ? `${cell.row.label} × ${cell.column.label}` : ''}
        <Typography variant="body2" color="text.secondary">
          The controls of the row that mitigate the risks of the column
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {pairs.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : pairs.error ? (
          <Alert severity="error">The pairs could not be loaded. {pairs.error.message}</Alert>
        ) : pairs.data.pairs.length === 0 ? (
          <Typography color="text.secondary">No control of this row mitigates a risk of this column.</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Control</TableCell>
                <TableCell>Risk</TableCell>
                <TableCell>Risk component</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pairs.data.pairs.map((pair) => (
                <TableRow key={`${pair.control.id}-${pair.risk.id}-${pair.component?.id ?? ''}`}>
                  <TableCell>
                    <ItemLink type="control" item={pair.control} />
                  </TableCell>
                  <TableCell>
                    <ItemLink type="risk" item={pair.risk} />
                  </TableCell>
                  <TableCell>
                    {pair.component ? <ItemLink type="riskcomponent" item={pair.component} /> : '–'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
