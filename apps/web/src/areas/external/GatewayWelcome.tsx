import { Button, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { Link } from 'react-router';
import { pathTo } from '../../routes/table.ts';

/** `/digitalgateway` before a key is entered (the route is open): what the gateway is, and where the key goes. */
export function GatewayWelcome() {
  return (
    <Stack spacing={2} data-testid="gateway-welcome">
      <Typography sx={{ maxWidth: '70ch' }}>
        The Digital Gateway is your organisation&apos;s entry page to this service. Once this browser holds your
        organisation&apos;s API key, it shows the areas your subscription includes, the newest insights and other
        content published in them, and the start page your administrator chose for you.
      </Typography>
      <Alert severity="info" variant="outlined">
        No API key is stored in this browser yet, so there is nothing of your organisation to show. Your
        organisation&apos;s administrator gives you the key; enter it in Settings.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={Link} to={pathTo('Settings')} variant="contained">
          Enter your API key in Settings
        </Button>
        <Button component={Link} to={pathTo('About')}>
          About this service
        </Button>
      </Stack>
    </Stack>
  );
}
