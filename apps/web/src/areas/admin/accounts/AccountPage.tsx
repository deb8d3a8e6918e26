import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import { withQueries } from '../../../app/with-queries.tsx';
import { ConfirmDialog } from '../../../content/detail/ConfirmDialog.tsx';
import { PageSkeleton } from '../../../content/PageSkeleton.tsx';
import { pathTo } from '../../../routes/table.ts';
import { AccountHeading, RoleChips, StatusChip, useAccountRights } from './AccountBits.tsx';
import { activeKeys, whenText } from './account-view.ts';
import { CreateKeyDialog } from './CreateKeyDialog.tsx';
import { useAccount } from './get-account.ts';
import { KeysTable } from './KeysTable.tsx';
import { SecretDialog } from './SecretDialog.tsx';
import { useSwitchAccount } from './switch-account.ts';
import type { Account, NewKey } from './types.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function AccountDetail({ account }: { account: Account }) {
  const rights = useAccountRights();
  const toggle = useSwitchAccount();
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [creatingKey, setCreatingKey] = useState(false);
  const [created, setCreated] = useState<NewKey | null>(null);
  const active = activeKeys(account).length;
  const mayToggle = account.disabled ? rights.update : rights.delete;

  const handleToggle = () =>
    toggle.mutate({ id: account.id, enabled: account.disabled }, { onSuccess: () => setConfirmDisable(false) });

  return (
    <>
      <AccountHeading
        title={account.organisation}
        trail={account.organisation}
        aside={<StatusChip disabled={account.disabled} />}
      />
      {account.disabled && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This account is disabled: none of its keys works until it is enabled again.
        </Alert>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, my: 0, mb: 3 }}
      >
        <Fact label="Roles">
          <RoleChips roles={account.acgroups} />
        </Fact>
        <Fact label="Homepage">{account.homepage ?? 'The home page'}</Fact>
        <Fact label="Active keys">{`${active} of ${account.keys.length}`}</Fact>
        <Fact label="Created">{whenText(account.createdAt)}</Fact>
        <Fact label="Changed">{whenText(account.updatedAt)}</Fact>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 4 }}>
        {rights.update && (
          <Button variant="contained" component={RouterLink} to={pathTo('AccountEdit', { id: account.id })}>
            Edit
          </Button>
        )}
        {mayToggle &&
          (account.disabled ? (
            <Button variant="outlined" loading={toggle.isPending} onClick={handleToggle}>
              Enable
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setConfirmDisable(true)}>
              Disable
            </Button>
          ))}
        <Button component={RouterLink} to={pathTo('Accounts')}>
          All accounts
        </Button>
      </Stack>
      {toggle.error && !confirmDisable && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The account could not be enabled. {toggle.error.message}
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="keys-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
          <Typography id="keys-heading" variant="h6" component="h2">
            API keys
          </Typography>
          {rights.update && (
            <Button startIcon={<AddOutlined />} variant="outlined" onClick={() => setCreatingKey(true)}>
              Create key
            </Button>
          )}
        </Stack>
        <KeysTable account={account} mayChange={rights.update} onRotated={setCreated} />
      </Paper>
      <CreateKeyDialog
        open={creatingKey}
        accountId={account.id}
        onClose={() => setCreatingKey(false)}
        onCreated={setCreated}
      />
      <SecretDialog created={created} organisation={account.organisation} onDone={() => setCreated(null)} />
      <ConfirmDialog
        open={confirmDisable}
        title={`Disable ${account.organisation}?`}
        confirmLabel="Disable"
        danger
        pending={toggle.isPending}
        error={toggle.error?.message}
        onClose={() => {
          toggle.reset();
          setConfirmDisable(false);
        }}
        onConfirm={handleToggle}
      >
        Every key of the account stops working at once. Enabling it again lets its unrevoked keys work again.
      </ConfirmDialog>
    </>
  );
}

/** `/account/:id`: an external account, its state and its API keys. */
function AccountPage() {
  const { id = '' } = useParams();
  const account = useAccount(id);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {account.isPending ? (
        <PageSkeleton />
      ) : account.error ? (
        <Alert severity="error" role="alert">
          {account.error instanceof ApiError && account.error.status === 404 ? (
            <>
              There is no account at this address.{' '}
              <Link component={RouterLink} to={pathTo('Accounts')} underline="always">
                All accounts
              </Link>
            </>
          ) : (
            `The account could not be loaded. ${account.error.message}`
          )}
        </Alert>
      ) : (
        <AccountDetail account={account.data} />
      )}
    </Container>
  );
}

export default withQueries(AccountPage);
