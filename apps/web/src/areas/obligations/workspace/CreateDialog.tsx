import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { useState, type FormEvent } from 'react';
import { useCreateItem } from '../../../content/api/create-item.ts';
import type { Item } from '../../../content/api/types.ts';
import { serverIssues } from '../../../content/form/server-issues.ts';
import type { WorkspaceRequirement } from '../../chain-api.ts';
import { modalityOf, tidyPassage, titleFromPassage } from './passages.ts';
import { requirementLabel } from './tree.ts';

/** Where a new item's passage came from: the text view (offsets in a requirement) or a PDF page. */
export interface Draft {
  kind: 'obligation' | 'requirement';
  passage: string;
  /** Text view: the requirement holding the selection and the offsets in its text. */
  requirement?: string | null | undefined;
  start?: number | undefined;
  end?: number | undefined;
  /** PDF view: the page the passage is on. */
  page?: number | undefined;
}

const MODALITIES = [
  { value: 'must', label: 'Must' },
  { value: 'must-not', label: 'Must not' },
  { value: 'may', label: 'May' },
];

const OBLIGATION_FIELDS = ['title', 'modality', 'duty', 'requirement', 'citationText', 'citationPage'];
const REQUIREMENT_FIELDS = ['reference', 'title', 'text', 'citationPage'];

interface CreateDialogProps {
  draft: Draft;
  regulationId: string;
  requirements: readonly WorkspaceRequirement[];
  onClose: () => void;
  onCreated: (item: Item) => void;
}

/** A requirement's page-guess for a PDF passage: the first requirement taken from that page. */
function requirementOnPage(requirements: readonly WorkspaceRequirement[], page: number | undefined): string {
  return (page != null && requirements.find((r) => r.citationPage === page)?.id) || '';
}

/** A new obligation or requirement from a selected passage, prefilled; the server's refusals shown per field. */
export function CreateDialog({ draft, regulationId, requirements, onClose, onCreated }: CreateDialogProps) {
  const passage = tidyPassage(draft.passage);
  const isObligation = draft.kind === 'obligation';
  const fromPdf = draft.page != null;
  const [values, setValues] = useState<Record<string, string>>((): Record<string, string> =>
    isObligation
      ? {
          title: titleFromPassage(passage),
          modality: modalityOf(passage),
          duty: passage,
          requirement: draft.requirement ?? requirementOnPage(requirements, draft.page),
          citationText: draft.passage.trim(),
          citationPage: draft.page != null ? String(draft.page) : '',
        }
      : {
          reference: '',
          title: '',
          text: draft.passage.trim(),
          citationPage: draft.page != null ? String(draft.page) : '',
        },
  );
  const create = useCreateItem(draft.kind);
  const issues = serverIssues(create.error, isObligation ? OBLIGATION_FIELDS : REQUIREMENT_FIELDS);
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data: Record<string, unknown> = { regulation: regulationId };
    for (const [name, value] of Object.entries(values)) {
      if (value.trim() === '') continue;
      data[name] = name === 'citationPage' ? Number(value) : value.trim();
    }
    // Offsets belong to the requirement they were measured in: kept only while that one stays chosen.
    if (
      isObligation &&
      !fromPdf &&
      draft.start != null &&
      draft.end != null &&
      values.requirement === draft.requirement
    ) {
      data.citationStart = draft.start;
      data.citationEnd = draft.end;
    }
    create.mutate(data, { onSuccess: onCreated });
  };

  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => ({
    name,
    label,
    value: values[name] ?? '',
    onChange: set(name),
    error: Boolean(issues?.fields[name]),
    helperText: issues?.fields[name],
    fullWidth: true,
    ...extra,
  });

  const title = isObligation ? 'New obligation' : 'New requirement';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="regdecomp-create-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="regdecomp-create-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {issues?.other.map((message) => (
              <Alert key={message} severity="error">
                {message}
              </Alert>
            ))}
            {isObligation ? (
              <>
                <TextField {...field('title', 'Title')} required autoFocus />
                <TextField {...field('modality', 'Modality')} select required>
                  {MODALITIES.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField {...field('duty', 'Duty')} required multiline minRows={2} maxRows={8} />
                <TextField
                  {...field('requirement', 'Requirement')}
                  select
                  helperText={
                    issues?.fields.requirement ??
                    (fromPdf ? 'The provision the passage belongs to' : 'The requirement holding the selection')
                  }
                >
                  <MenuItem value="">
                    <em>None (filed under the regulation)</em>
                  </MenuItem>
                  {requirements.map((requirement) => (
                    <MenuItem key={requirement.id} value={requirement.id}>
                      {requirementLabel(requirement)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField {...field('citationText', 'Passage')} multiline minRows={2} maxRows={8} />
                {fromPdf && (
                  <TextField
                    {...field('citationPage', 'Page')}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    sx={{ maxWidth: 160 }}
                  />
                )}
              </>
            ) : (
              <>
                <TextField
                  {...field('reference', 'Reference')}
                  required
                  autoFocus
                  helperText={issues?.fields.reference ?? 'Where it sits in the regulation, e.g. Art. 5(1)'}
                />
                <TextField {...field('title', 'Heading')} />
                <TextField {...field('text', 'Text')} required multiline minRows={3} maxRows={12} />
                <TextField
                  {...field('citationPage', 'Page')}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  sx={{ maxWidth: 160 }}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
