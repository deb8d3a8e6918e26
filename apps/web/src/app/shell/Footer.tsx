import { Box, Link, Stack, Typography } from '@mui/material';
import type { Build } from '@rh/core';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../routes/table.ts';

export interface FooterProps {
  brand: string;
  build: Build;
}

/**
 * The footer of spec §2: Contact, Legal, Documentation (full build only) and the copyright notice.
 * "Documentation" opens the Start page, which explains the product to its users; the OpenAPI description is
 * for developers and is not linked from the user interface.
 */
export function Footer({ brand, build }: FooterProps) {
  const links = [
    { label: 'Contact', to: pathTo('Contact') },
    { label: 'Legal', to: pathTo('Legal') },
    ...(build === 'full' ? [{ label: 'Documentation', to: pathTo('Start') }] : []),
  ];
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', px: 3, py: 2, bgcolor: 'background.paper', color: 'text.secondary' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack component="nav" aria-label="Footer" direction="row" spacing={3}>
          {links.map((link) => (
            <Link key={link.label} component={RouterLink} to={link.to} color="inherit" underline="hover">
              {link.label}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2">
          © {new Date().getFullYear()} {brand}
        </Typography>
      </Stack>
    </Box>
  );
}
