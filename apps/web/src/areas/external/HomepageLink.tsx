import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { visuallyHidden } from '../../components/charts/visually-hidden.ts';

/**
 * What the account's homepage is: the address its administrator set (admin accounts form: a path on this site or an
 * http(s) URL, checked by the server), the page the external build opens once a key is entered. Shown as a link,
 * never as markup: a path opens in the app, an http(s) address in a new tab, anything else (an older value) as text.
 */
export function homepageKind(homepage: string): 'path' | 'url' | 'text' {
  if (homepage.startsWith('/') && !homepage.startsWith('//') && !homepage.startsWith('/\\')) return 'path';
  try {
    const url = new URL(homepage);
    if (url.protocol === 'https:' || url.protocol === 'http:') return 'url';
  } catch {
    // not a URL
  }
  return 'text';
}

export function HomepageLink({ homepage }: { homepage: string | null }) {
  if (!homepage) {
    return (
      <Typography color="text.secondary">
        Your administrator has not set a start page: the app opens on Home.
      </Typography>
    );
  }
  const kind = homepageKind(homepage);
  return (
    <Typography>
      Your start page:{' '}
      {kind === 'path' ? (
        <MuiLink component={Link} to={homepage}>
          {homepage}
        </MuiLink>
      ) : kind === 'url' ? (
        <MuiLink href={homepage} target="_blank" rel="noopener noreferrer">
          {homepage}{' '}
          <Box component="span" sx={visuallyHidden}>
            (opens in a new tab)
          </Box>
        </MuiLink>
      ) : (
        <span>{homepage}</span>
      )}
    </Typography>
  );
}
