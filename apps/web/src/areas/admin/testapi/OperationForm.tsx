import SendIcon from '@mui/icons-material/Send';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState } from 'react';
import { MethodChip } from './MethodChip.tsx';
import { exampleOf, fillPath, type OpenApiDocument, type Operation } from './openapi.ts';
import type { SendInput } from './send.ts';

export interface OperationFormProps {
  doc: OpenApiDocument;
  operation: Operation;
  /** Whether the user may send it from here: GET always, others with the appconfig update right. */
  allowed: boolean;
  sending: boolean;
  onSend: (input: SendInput) => void;
}

/** The request wrapper sends these methods only (spec §7). */
const SENDABLE = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** One operation's parameters and JSON body (prefilled from its schema), and Send. Keyed by operation. */
export function OperationForm({ doc, operation, allowed, sending, onSend }: OperationFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      operation.parameters.map((p) => {
        const start = p.required ? exampleOf(doc, p.schema) : p.schema.default;
        return [p.name, start === undefined || start === null || start === '' ? '' : String(start)];
      }),
    ),
  );
  const [body, setBody] = useState(() =>
    operation.body ? JSON.stringify(exampleOf(doc, operation.body), null, 2) : '',
  );
  const [confirming, setConfirming] = useState(false);
  let bodyError: string | null = null;
  let parsed: unknown;
  if (operation.body && operation.method !== 'GET' && body.trim()) {
    try {
      parsed = JSON.parse(body);
    } catch (error) {
      bodyError = `Not valid JSON: ${(error as Error).message}`;
    }
  }
  const sendable = SENDABLE.has(operation.method);
  const missing = operation.parameters.filter((p) => p.in === 'path' && !values[p.name]?.trim());

  const send = () => {
    const query = Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'query' && values[p.name] !== '')
        .map((p) => [p.name, values[p.name]!]),
    );
    onSend({ method: operation.method, path: fillPath(operation.path, values), query, body: parsed });
  };
  const handleSubmit = () => (operation.method === 'DELETE' ? setConfirming(true) : send());

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={`Request: ${operation.id}`}
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <MethodChip method={operation.method} />
          <Typography component="h2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {operation.path}
          </Typography>
        </Stack>
        {operation.summary && <Typography color="text.secondary">{operation.summary}</Typography>}
        {operation.parameters.map((p) => (
          <TextField
            key={`${p.in}-${p.name}`}
            size="small"
            label={`${p.name} (${p.in}${p.required ? ', required' : ''})`}
            value={values[p.name] ?? ''}
            onChange={(event) => setValues({ ...values, [p.name]: event.target.value })}
            helperText={p.description || undefined}
          />
        ))}
        {operation.body && operation.method !== 'GET' && (
          <TextField
            label="JSON body"
            multiline
            minRows={4}
            maxRows={16}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={bodyError !== null}
            helperText={bodyError ?? 'Prefilled from the schema: its example, else its required fields'}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
        )}
        {!allowed && (
          <Alert severity="info">
            Only read-only (GET) operations can be sent from here without the app configuration right.
          </Alert>
        )}
        {allowed && !sendable && (
          <Alert severity="info">The app’s request wrapper sends GET, POST, PUT and DELETE only.</Alert>
        )}
        <div>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            disabled={!allowed || !sendable || sending || bodyError !== null || missing.length > 0}
          >
            Send
          </Button>
        </div>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="testapi-delete-title">
        <DialogTitle id="testapi-delete-title">Send this DELETE?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`DELETE ${fillPath(operation.path, values)} runs as you and really deletes, if your access allows it.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              send();
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
