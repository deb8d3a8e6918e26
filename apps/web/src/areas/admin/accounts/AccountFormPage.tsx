import { Container } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import { withQueries } from '../../../app/with-queries.tsx';
import { PageSkeleton } from '../../../content/PageSkeleton.tsx';
import { pathTo } from '../../../routes/table.ts';
import { AccountHeading } from './AccountBits.tsx';
import { AccountForm, toFields, type AccountFormValues } from './AccountForm.tsx';
import { useCreateAccount } from './create-account.ts';
import { useAccount } from './get-account.ts';
import { SecretDialog } from './SecretDialog.tsx';
import type { Account, NewKey } from './types.ts';
import { useUpdateAccount } from './update-account.ts';

const NEW_ACCOUNT: AccountFormValues = { organisation: '', acgroups: [], homepage: '', keyName: 'Default' };

/** `/account/add`: the form, then the first key's secret, shown once, then the new account's page. */
function AddAccount() {
  const navigate = useNavigate();
  const create = useCreateAccount();
  const [created, setCreated] = useState<{ account: Account; key: NewKey } | null>(null);

  const handleSubmit = async (values: AccountFormValues) => {
    setCreated(await create.mutateAsync({ ...toFields(values), keyName: values.keyName.trim() }));
  };

  return (
    <>
      <AccountHeading
        title="Add account"
        trail="Add account"
        intro="A client organisation that will read the platform through the external build. Its first API key is made with it and shown once."
      />
      <AccountForm
        initial={NEW_ACCOUNT}
        creating
        submitLabel="Create account"
        onSubmit={handleSubmit}
        onCancel={() => void navigate(pathTo('Accounts'))}
      />
      <SecretDialog
        created={created?.key ?? null}
        organisation={created?.account.organisation ?? ''}
        onDone={() => created && void navigate(pathTo('Account', { id: created.account.id }), { replace: true })}
      />
    </>
  );
}

/** `/account/edit/:id`: the account's fields; its keys are managed on its page. */
function EditAccount({ id }: { id: string }) {
  const navigate = useNavigate();
  const account = useAccount(id);
  const update = useUpdateAccount();
  const toPage = () => void navigate(pathTo('Account', { id }));

  if (account.isPending) return <PageSkeleton />;
  if (account.error) {
    return (
      <Alert severity="error" role="alert">
        {account.error instanceof ApiError && account.error.status === 404
          ? 'There is no account at this address.'
          : `The account could not be loaded. ${account.error.message}`}
      </Alert>
    );
  }
  const { organisation, acgroups, homepage } = account.data;
  return (
    <>
      <AccountHeading title={`Edit ${organisation}`} trail={organisation} />
      <AccountForm
        initial={{ organisation, acgroups, homepage: homepage ?? '', keyName: '' }}
        creating={false}
        submitLabel="Save"
        onSubmit={async (values) => {
          await update.mutateAsync({ id, fields: toFields(values) });
          toPage();
        }}
        onCancel={toPage}
      />
    </>
  );
}

/** `/account/add` and `/account/edit/:id`. */
function AccountFormPage() {
  const { id } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {id ? <EditAccount key={id} id={id} /> : <AddAccount />}
    </Container>
  );
}

export default withQueries(AccountFormPage);
