import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { exportUrl } from '../api/export-url.ts';
import type { ListParams } from '../api/types.ts';

/** Downloads the list as filtered and sorted, as CSV or Excel (the server builds the file). */
export function ExportMenu({ type, params }: { type: string; params: ListParams }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        startIcon={<FileDownloadOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component="a" href={exportUrl(type, 'csv', params)} download onClick={close}>
          CSV (.csv)
        </MenuItem>
        <MenuItem component="a" href={exportUrl(type, 'xlsx', params)} download onClick={close}>
          Excel (.xlsx)
        </MenuItem>
      </Menu>
    </>
  );
}
