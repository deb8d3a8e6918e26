import {
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { findContentType } from '@rh/core/content';
import { useState } from 'react';
import type { ImportDetail } from './api/get-import.ts';
import { useSaveMapping } from './api/save-mapping.ts';
import type { ImportField } from './api/types.ts';
import { canBeKey, mappingProblems } from './import-format.ts';

/** The select's value for a column that is not imported (a select cannot hold null). */
const NOT_IMPORTED = '';

function fieldOption(field: ImportField): string {
  const target = field.reference ? findContentType(field.reference) : undefined;
  const hint = field.reference ? ` (${target?.label.toLowerCase() ?? field.reference} by title or key)` : '';
  return `${field.label}${field.required ? ' *' : ''}${hint}`;
}

/**
 * Step 2: which field each column of the file fills, and which field identifies an item across imports. It opens
 * with the mapping the server proposes (the type's last one, else columns named like fields).
 */
export function MappingStep({ detail, onSaved }: { detail: ImportDetail; onSaved: () => void }) {
  const { import: view, fields } = detail;
  const save = useSaveMapping();
  const [mapping, setMapping] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(view.columns.map((column) => [column, view.mapping[column] ?? null])),
  );
  const [keyField, setKeyField] = useState<string | null>(view.keyField);
  const { duplicates, missing } = mappingProblems(mapping, fields);
  const filled = Object.values(mapping).filter((field): field is string => Boolean(field));
  const mapped = new Set(filled);
  const filledTwice = (field: string | null | undefined) =>
    Boolean(field) && filled.filter((one) => one === field).length > 1;
  const keyChoices = fields.filter((field) => canBeKey(field) && mapped.has(field.name));
  // A key field whose column was unmapped since cannot identify anything.
  const key = keyField && mapped.has(keyField) ? keyField : null;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (duplicates.length > 0 || mapped.size === 0) return;
    save.mutate({ id: view.id, mapping, keyField: key }, { onSuccess: onSaved });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Map columns">
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        Choose the field each column of <strong>{view.fileName}</strong> fills. Fields marked * are required: a row
        without them is skipped. References are matched by the title or key of an existing item.
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        {/* Fixed widths: a long field name ellipsises in its select rather than pushing the table past a phone's width. */}
        <Table size="small" aria-label="Columns of the file and the fields they fill" sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { xs: '38%', sm: '40%' } }}>Column in the file</TableCell>
              <TableCell>Field</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.columns.map((column) => (
              <TableRow key={column}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {column}
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={`Field for ${column}`}
                    value={mapping[column] ?? NOT_IMPORTED}
                    onChange={(event) => setMapping((old) => ({ ...old, [column]: event.target.value || null }))}
                    error={filledTwice(mapping[column])}
                  >
                    <MenuItem value={NOT_IMPORTED}>
                      <em>Not imported</em>
                    </MenuItem>
                    {fields.map((field) => (
                      <MenuItem key={field.name} value={field.name}>
                        {fieldOption(field)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TextField
        select
        label="Key for re-imports"
        value={key ?? NOT_IMPORTED}
        onChange={(event) => setKeyField(event.target.value || null)}
        helperText="A row whose key matches an existing item updates it instead of creating a duplicate"
        sx={{ mt: 3, width: { xs: '100%', sm: 420 } }}
      >
        <MenuItem value={NOT_IMPORTED}>
          <em>None: every row creates a new item</em>
        </MenuItem>
        {keyChoices.map((field) => (
          <MenuItem key={field.name} value={field.name}>
            {field.label}
          </MenuItem>
        ))}
      </TextField>
      <Stack spacing={1} sx={{ mt: 2 }}>
        {duplicates.length > 0 && (
          <Alert severity="error">{`More than one column fills ${duplicates.join(', ')}: choose one.`}</Alert>
        )}
        {mapped.size === 0 && <Alert severity="error">Choose a field for at least one column.</Alert>}
        {missing.length > 0 && (
          <Alert severity="warning">{`No column fills ${missing.join(', ')}: every row will be skipped unless one does.`}</Alert>
        )}
        {save.isError && <Alert severity="error">{`The mapping was not saved. ${save.error.message}`}</Alert>}
      </Stack>
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 2 }}
        loading={save.isPending}
        disabled={duplicates.length > 0 || mapped.size === 0}
      >
        Save and preview
      </Button>
    </Box>
  );
}
