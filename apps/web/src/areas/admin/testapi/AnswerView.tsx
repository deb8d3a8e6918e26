import { Box, Chip, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import type { Answer } from './send.ts';

const statusColor = (status: number) => (status < 300 ? 'success' : status < 500 ? 'warning' : 'error');

/** An answer: status, time, headers and the body pretty-printed. */
export function AnswerView({ answer }: { answer: Answer }) {
  if (answer.failure) {
    return (
      <Alert severity="error" role="status">
        No answer: {answer.failure} ({answer.ms} ms)
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label="Answer">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }} role="status">
        <Typography component="h2" variant="h6">
          Answer
        </Typography>
        <Chip color={statusColor(answer.status)} label={`Status ${answer.status}`} />
        <Typography color="text.secondary">{answer.ms} ms</Typography>
      </Stack>
      <details>
        <summary>
          <Typography component="span">Headers ({answer.headers.length})</Typography>
        </summary>
        <Table size="small" aria-label="Answer headers">
          <TableBody>
            {answer.headers.map(([name, value]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {name}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Answer body"
        sx={{
          mt: 2,
          mb: 0,
          p: 1.5,
          maxHeight: 480,
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {answer.body || '(empty body)'}
      </Box>
    </Paper>
  );
}
