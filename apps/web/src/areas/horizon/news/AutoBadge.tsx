import { Box } from '@mui/material';

/** The mark of a value that a rule set rather than a person. */
export function AutoBadge() {
  return (
    <Box
      component="span"
      title="Set by an auto-tagging rule"
      sx={{
        ml: 0.5,
        px: 0.5,
        borderRadius: 0.5,
        fontSize: '0.65rem',
        fontWeight: 600,
        lineHeight: 1.6,
        letterSpacing: 0.3,
        textTransform: 'uppercase',
        color: 'secondary.contrastText',
        bgcolor: 'secondary.main',
        verticalAlign: 'middle',
      }}
    >
      auto
    </Box>
  );
}
