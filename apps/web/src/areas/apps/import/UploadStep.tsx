import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { alpha } from '@mui/material/styles';
import { can } from '@rh/core';
import { CONTENT_TYPES } from '@rh/core/content';
import { useMemo, useRef, useState, type DragEvent } from 'react';
import { useSession } from '../../../session/useSession.ts';
import { useUploadImport } from './api/upload-import.ts';
import type { ImportView } from './api/types.ts';
import { ACCEPT_ATTRIBUTE, fileSize, isAccepted } from './import-format.ts';

/** Step 1: choose the type to import into (among those the user may create) and the file, then send it. */
export function UploadStep({ onUploaded }: { onUploaded: (view: ImportView) => void }) {
  const { state } = useSession();
  const types = useMemo(
    () =>
      CONTENT_TYPES.filter((type) => can(state.roles, type.resource, 'create')).sort((a, b) =>
        a.plural.localeCompare(b.plural),
      ),
    [state.roles],
  );
  const upload = useUploadImport();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [touched, setTouched] = useState(false);
  const wrongFile = file && !isAccepted(file.name) ? 'Choose a CSV or XLSX file (.csv, .xlsx).' : null;

  const handleFile = (chosen: File | undefined) => {
    upload.reset();
    setFile(chosen ?? null);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    handleFile(event.dataTransfer.files[0]);
  };
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!type || !file || wrongFile) return;
    upload.mutate({ type, file }, { onSuccess: onUploaded });
  };

  if (types.length === 0) {
    return (
      <Alert severity="info">
        Your access does not let you create items of any type, so there is nothing to import into.
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Upload a file">
      <TextField
        select
        required
        label="Import into"
        value={type}
        onChange={(event) => setType(event.target.value)}
        error={touched && !type}
        helperText={
          touched && !type ? 'Choose the type the rows become' : 'Each row of the file becomes one item of this type'
        }
        sx={{ width: { xs: '100%', sm: 360 }, mb: 2 }}
      >
        {types.map((one) => (
          <MenuItem key={one.name} value={one.name}>
            {one.plural}
          </MenuItem>
        ))}
      </TextField>
      <Box
        role="group"
        aria-label="File to import"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={(theme) => ({
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : touched && !file ? 'error.main' : 'divider',
          borderRadius: 1,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          bgcolor: dragging ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
        })}
      >
        <UploadFileOutlined color="action" sx={{ fontSize: 40 }} aria-hidden />
        <Typography sx={{ mb: 1 }}>Drop a CSV or XLSX file here, or</Typography>
        <input
          ref={input}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          hidden
          aria-label="CSV or XLSX file"
          onChange={(event) => handleFile(event.target.files?.[0])}
        />
        <Button variant="outlined" onClick={() => input.current?.click()}>
          Choose a file
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The first row holds the column names; in a workbook, the first sheet is read.
        </Typography>
        {file && (
          <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }} role="status">
            {`${file.name} · ${fileSize(file.size)}`}
          </Typography>
        )}
        {touched && !file && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            Choose the file to import
          </Typography>
        )}
      </Box>
      {wrongFile && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {wrongFile}
        </Alert>
      )}
      {upload.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {`The file was not uploaded. ${upload.error.message}`}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<FileUploadOutlined />}
          loading={upload.isPending}
          loadingPosition="start"
        >
          Upload and map columns
        </Button>
      </Stack>
    </Box>
  );
}
