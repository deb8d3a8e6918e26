import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { dataSchema, type ContentType } from '@rh/core/content';
import { Suspense, useMemo, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useCreateItem } from '../api/create-item.ts';
import type { Item } from '../api/types.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { ConflictAlert, isConflict } from '../ConflictAlert.tsx';
import { FieldInput } from '../fields/FieldInput.tsx';
import { formPanels } from './form-panels.ts';
import { changedData, errorMessage, formDefaults, formSections, type FormValues } from './form-values.ts';
import { applyServerIssues } from './server-issues.ts';

export interface ContentFormProps {
  type: ContentType;
  /** The item as read (edit); its version goes with the changes. Absent: a new item. */
  item?: Item | undefined;
  /** A new item's starting values (a form opened filled in, see prefill.ts); ignored when editing. */
  initial?: Record<string, unknown> | undefined;
  onSaved: (item: Item) => void;
  onCancel: () => void;
  /** Reads the item again after a conflict (the form then starts from the new version). */
  onReload?: () => void;
}

/** Add or edit an item: the type's schema checks each field as the server will, then only changes are sent. */
export function ContentForm({ type, item, initial, onSaved, onCancel, onReload }: ContentFormProps) {
  const resolver = useMemo(() => zodResolver(dataSchema(type)), [type]);
  const fieldNames = useMemo(() => type.fields.map((field) => field.name), [type]);
  const form = useForm<FormValues, unknown, FormValues>({
    defaultValues: formDefaults(type, item?.data ?? initial),
    resolver,
    mode: 'onTouched',
  });
  const create = useCreateItem(type.name);
  const update = useUpdateItem(type.name);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure([]);
    try {
      if (!item) return onSaved(await create.mutateAsync(values));
      const changes = changedData(type, item.data, values);
      if (Object.keys(changes).length === 0) return onSaved(item);
      onSaved(await update.mutateAsync({ id: item.id, version: item.version, data: changes }));
    } catch (error) {
      if (isConflict(error)) return setConflict(true);
      setFailure(applyServerIssues(form, error, fieldNames));
    }
  });

  const { errors, isSubmitting } = form.formState;
  const Panel = formPanels.get(type.name);
  const onSave = type.fields.find((field) => field.name === type.switchOnSave);
  const invalidCount = Object.keys(errors).length;
  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={`${type.label} form`}>
      {conflict && (
        <ConflictAlert
          detail={onReload ? 'Reloading replaces what you typed here.' : undefined}
          onReload={() => {
            setConflict(false);
            onReload?.();
          }}
        />
      )}
      {failure.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {formSections(type).map((section) => (
        <Paper key={section.title} component="fieldset" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ px: 1 }}>
            {section.title}
          </Typography>
          <Stack spacing={2.5}>
            {section.fields.map((field) => (
              <FormField
                key={field.name}
                field={field}
                control={form.control}
                refs={item?.refs}
                disabled={isSubmitting}
              />
            ))}
          </Stack>
        </Paper>
      ))}
      {Panel && (
        <Suspense fallback={null}>
          <Panel values={() => form.getValues()} />
        </Suspense>
      )}
      {onSave && (
        // Whether what is saved takes effect, chosen where it is saved (a new rule is otherwise silently off).
        <Box sx={{ mt: 3 }} data-testid="switch-on-save">
          <FormField field={onSave} control={form.control} disabled={isSubmitting} />
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {item ? 'Save changes' : `Add ${type.label.toLowerCase()}`}
        </Button>
        <Button onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        {invalidCount > 0 && (
          <Typography color="error" variant="body2" role="status">
            {invalidCount === 1 ? 'One field needs attention.' : `${invalidCount} fields need attention.`}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

/** One field of the form: its kind's input, bound to the form, with its error. */
function FormField({
  field,
  control,
  refs,
  disabled,
}: {
  field: ContentType['fields'][number];
  control: Control<FormValues, unknown, FormValues>;
  refs?: Item['refs'] | undefined;
  disabled: boolean;
}) {
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: bound, fieldState }) => (
        <FieldInput
          field={field}
          value={bound.value}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          inputRef={bound.ref}
          error={errorMessage(fieldState.error)}
          refs={refs}
          disabled={disabled}
        />
      )}
    />
  );
}
