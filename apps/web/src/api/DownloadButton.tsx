import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, type ButtonProps } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import type { ReactNode } from 'react';
import { useDownload, type DownloadTarget } from './useDownload.ts';

/**
 * A button that downloads an API file with the client's base and headers (see `api.download`): it shows progress
 * while the file comes and says why when it could not be had.
 */
export function DownloadButton({
  target,
  children,
  ...button
}: { target: DownloadTarget; children: ReactNode } & Omit<ButtonProps, 'onClick' | 'href' | 'children'>) {
  const { start, pending, error } = useDownload();
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Button
        startIcon={<FileDownloadOutlined />}
        {...button}
        loading={pending}
        loadingPosition="start"
        onClick={() => void start(target)}
      >
        {children}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {`The file could not be downloaded. ${error}`}
        </Alert>
      )}
    </Box>
  );
}
