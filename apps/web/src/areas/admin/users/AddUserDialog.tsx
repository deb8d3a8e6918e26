import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { Controller, useForm } from 'react-hook-form';
import { useState } from 'react';
import { z } from 'zod';
import { applyServerIssues } from '../../../content/form/server-issues.ts';
import { useCreateUser } from './create-user.ts';
import { RolePicker } from './RolePicker.tsx';
import type { User } from './types.ts';

/** What the browser checks before asking; the server checks again (the password's minimum length is its own). */
const schema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(100)
    .regex(/^[^\s@]+$/, 'No spaces and no @'),
  email: z.string().trim().pipe(z.email('Please enter a valid email')),
  acgroups: z.array(z.string()),
  password: z.string(),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { username: '', email: '', acgroups: [], password: '' };
const FIELDS = Object.keys(EMPTY);

export interface AddUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** The user made, to show. */
  onCreated: (user: User) => void;
}

/** Adds a user (`POST /api/users`): a password now, or none for someone who signs in through the identity provider. */
export function AddUserDialog({ open, onClose, onCreated }: AddUserDialogProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const create = useCreateUser();
  const form = useForm<Values>({ defaultValues: EMPTY, resolver: zodResolver(schema) });
  const [failure, setFailure] = useState<string[]>([]);
  const { errors, isSubmitting } = form.formState;

  const handleClose = () => {
    form.reset(EMPTY);
    setFailure([]);
    onClose();
  };

  const handleSubmit = form.handleSubmit(async ({ password, ...values }) => {
    setFailure([]);
    try {
      const user = await create.mutateAsync({ ...values, ...(password ? { password } : {}) });
      form.reset(EMPTY);
      onCreated(user);
    } catch (error) {
      setFailure(applyServerIssues(form, error, FIELDS));
    }
  });

  const text = (name: 'username' | 'email' | 'password', label: string, extra: object = {}, help?: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <TextField
          {...extra}
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message ?? help}
          fullWidth
        />
      )}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      aria-labelledby="add-user-title"
    >
      {/* A column like the dialog's paper: the content scrolls between the title and the actions. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id="add-user-title">Add a user</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {failure.length > 0 && (
              <Alert severity="error" role="alert">
                {failure.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Alert>
            )}
            {text('username', 'Username', { required: true, autoComplete: 'off' })}
            {text('email', 'E-mail', { required: true, type: 'email', autoComplete: 'off' })}
            <Controller
              name="acgroups"
              control={form.control}
              render={({ field }) => (
                <RolePicker
                  value={field.value}
                  onChange={field.onChange}
                  helperText={
                    errors.acgroups?.message ??
                    (field.value.length === 0
                      ? 'None: the user can sign in and sees nothing (norole).'
                      : 'Groups can add more roles later.')
                  }
                  error={Boolean(errors.acgroups)}
                />
              )}
            />
            {text(
              'password',
              'Password (optional)',
              { type: 'password', autoComplete: 'new-password' },
              'Empty for someone who signs in through the identity provider; a temporary one can be given later by a password reset.',
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Add user
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
