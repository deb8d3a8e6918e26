import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, Menu, MenuItem, Snackbar } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { useState } from 'react';
import { useDownload } from '../../api/useDownload.ts';
import { exportPath, type ExportFormat } from '../api/export-url.ts';
import type { ListParams } from '../api/types.ts';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV (.csv)' },
  { format: 'xlsx', label: 'Excel (.xlsx)' },
];

/**
 * Downloads the list as filtered and sorted, as CSV or Excel (the server builds and names the file), through the
 * API client so the external builds' API key goes with it.
 */
export function ExportMenu({ type, params }: { type: string; params: ListParams }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { start, pending, error, clearError } = useDownload();
  const close = () => setAnchor(null);
  const handleExport = (format: ExportFormat) => {
    close();
    void start({ path: exportPath(type, format, params), fileName: `${type}-export.${format}` });
  };
  return (
    <>
      <Button
        startIcon={<FileDownloadOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        loading={pending}
        loadingPosition="start"
        onClick={(event) => {
          clearError();
          setAnchor(event.currentTarget);
        }}
      >
        Export
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {FORMATS.map(({ format, label }) => (
          <MenuItem key={format} onClick={() => handleExport(format)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
      {/* A toast, not a block: the button sits in a toolbar whose row must not grow. */}
      <Snackbar open={error !== null} onClose={clearError} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" role="alert" onClose={clearError} variant="filled">
          {`The export failed. ${error ?? ''}`}
        </Alert>
      </Snackbar>
    </>
  );
}
