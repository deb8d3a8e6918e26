import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { TRIAGE_SHORTCUTS } from './triage-keys.ts';

/** Every key of News triage, with what it does. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" maxWidth="xs" fullWidth>
      <DialogTitle id="shortcuts-title">Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0, '& dd': { m: 0 } }}
        >
          {TRIAGE_SHORTCUTS.map((shortcut) => (
            <Box key={shortcut.label} sx={{ display: 'contents' }}>
              <dt>
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ' or '}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{shortcut.label}</dd>
            </Box>
          ))}
        </Box>
        <Box component="p" sx={{ color: 'text.secondary', mb: 0 }}>
          Keys typed into a search box or a filter stay there.
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
