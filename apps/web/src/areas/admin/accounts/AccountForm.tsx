import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState } from 'react';
import { Controller, useForm, type RegisterOptions } from 'react-hook-form';
import { ApiError } from '../../../api/errors.ts';
import { applyServerIssues } from '../../../content/form/server-issues.ts';
import { ACCOUNT_ROLES } from './account-view.ts';
import type { AccountFields } from './types.ts';

/** The form's values; `keyName` only when the account is created (its first key). */
export interface AccountFormValues {
  organisation: string;
  acgroups: string[];
  /** Empty: the external build's home page. */
  homepage: string;
  keyName: string;
}

type TextName = 'organisation' | 'homepage' | 'keyName';

/** The fields the server may name in a refusal. */
const FIELDS = ['organisation', 'acgroups', 'homepage', 'keyName'] as const;

/** What the server stores of the form's values. */
export function toFields(values: AccountFormValues): AccountFields {
  return {
    organisation: values.organisation.trim(),
    acgroups: values.acgroups,
    homepage: values.homepage.trim() || null,
  };
}

export interface AccountFormProps {
  initial: AccountFormValues;
  /** Creating: the form asks for the first key's name too. */
  creating: boolean;
  submitLabel: string;
  /** Saves; a refusal (400, 409) is thrown back to be shown on the fields. */
  onSubmit: (values: AccountFormValues) => Promise<void>;
  onCancel: () => void;
}

/** An account's organisation, roles and homepage (and, for a new one, its first key's name). */
export function AccountForm({ initial, creating, submitLabel, onSubmit, onCancel }: AccountFormProps) {
  const form = useForm<AccountFormValues>({ defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string[]>([]);
  /** A text field bound to the form: MUI's TextField takes the input's ref as `inputRef`, not `ref`. */
  const bind = (name: TextName, rules?: RegisterOptions<AccountFormValues, TextName>) => {
    const { ref, ...rest } = form.register(name, rules);
    return { ...rest, inputRef: ref };
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure([]);
    try {
      await onSubmit(values);
    } catch (error) {
      // A taken organisation is a 409 without field issues: it belongs beside the organisation all the same.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('organisation', { type: 'server', message: error.message }, { shouldFocus: true });
        setFailure([]);
        return;
      }
      setFailure(applyServerIssues(form, error, FIELDS));
    }
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={handleSubmit} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        {failure.length > 0 && (
          <Alert severity="error" role="alert">
            {failure.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <TextField
          label="Organisation"
          required
          {...bind('organisation', {
            validate: (value: string) => value.trim().length > 0 || 'Name the organisation',
            maxLength: { value: 200, message: 'At most 200 characters' },
          })}
          error={Boolean(errors.organisation)}
          helperText={errors.organisation?.message ?? 'As the organisation is known; two accounts cannot share it.'}
        />
        <Controller
          name="acgroups"
          control={form.control}
          render={({ field }) => (
            <FormControl component="fieldset" error={Boolean(errors.acgroups)}>
              <FormLabel component="legend">Roles</FormLabel>
              <FormHelperText sx={{ mx: 0 }}>
                {errors.acgroups?.message ??
                  'What the keys may read. Accounts get read-only roles only; without any, a key opens nothing but the public pages.'}
              </FormHelperText>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, mt: 1 }}>
                {ACCOUNT_ROLES.map((role) => (
                  <FormControlLabel
                    key={role.name}
                    sx={{ alignItems: 'flex-start', mr: 0, mb: 0.5 }}
                    control={
                      <Checkbox
                        sx={{ pt: 0.5 }}
                        name={field.name}
                        value={role.name}
                        checked={field.value.includes(role.name)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, role.name]
                              : field.value.filter((name) => name !== role.name),
                          )
                        }
                        onBlur={field.onBlur}
                        // The first box takes the focus when the server refuses the roles.
                        slotProps={{ input: { ref: role === ACCOUNT_ROLES[0] ? field.ref : undefined } }}
                      />
                    }
                    label={
                      <Box component="span" sx={{ display: 'block', pt: 0.75 }}>
                        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
                          {role.name}
                        </Typography>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {role.description}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </Box>
            </FormControl>
          )}
        />
        <TextField
          label="Homepage"
          {...bind('homepage')}
          error={Boolean(errors.homepage)}
          helperText={
            errors.homepage?.message ??
            'Where the external build opens once a key is entered: a path on this site (/insights) or an http(s) address. Empty: the home page.'
          }
        />
        {creating && (
          <TextField
            label="Name of the first key"
            required
            {...bind('keyName', {
              validate: (value: string) => value.trim().length > 0 || 'Name the key',
              maxLength: { value: 100, message: 'At most 100 characters' },
            })}
            error={Boolean(errors.keyName)}
            helperText={
              errors.keyName?.message ?? 'What the key is for, to tell it from later ones: Intranet, data feed…'
            }
          />
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
