import { Autocomplete, Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lookupItemsOptions } from '../../../content/api/lookup-items.ts';
import { useDebounced } from '../../../content/useDebounced.ts';

/** What the picker adds: a tag (its slug, or the text typed for a new one) or a topic (its id). */
export interface TriageChoice {
  field: 'tags' | 'topics';
  value: string;
  label: string;
  group: 'Tags' | 'Topics' | 'New tag';
}

/**
 * The options for what is typed: managed tags (the tag type, whose key is the slug items store), topics, and a new
 * tag of the text typed when no tag has that name, in that order, so that Enter takes the best match. `settled`:
 * the lookups have answered for this text.
 */
export function triageChoices(
  text: string,
  tags: readonly { title: string; key: string | null }[],
  topics: readonly { id: string; title: string }[],
  settled = true,
): TriageChoice[] {
  const typed = text.trim();
  // The answers may be for what was typed a moment ago (the lookup waits for a pause): those that no longer match
  // leave at once, so that Enter never takes a stale first option.
  const matches = (label: string) => label.toLowerCase().includes(typed.toLowerCase());
  const tagChoices = tags.map((tag): TriageChoice => ({
    field: 'tags',
    value: tag.key ?? tag.title,
    label: tag.title,
    group: 'Tags',
  }));
  const known = tagChoices.some((tag) => [tag.value, tag.label.toLowerCase()].includes(typed.toLowerCase()));
  return [
    ...tagChoices.filter((tag) => matches(tag.label)),
    ...topics
      .filter((topic) => matches(topic.title))
      .map((topic): TriageChoice => ({ field: 'topics', value: topic.id, label: topic.title, group: 'Topics' })),
    // A new tag only once the lookups have answered for the text: Enter must not make one of a half-typed name.
    ...(typed && settled && !known ? [{ field: 'tags', value: typed, label: typed, group: 'New tag' } as const] : []),
  ];
}

/**
 * The type-ahead of `t` in News triage (and of "Add tag…" for ticked rows): type part of a tag or topic, Enter adds
 * the highlighted one, Escape closes.
 */
export function TriagePicker({
  title,
  onPick,
  onClose,
}: {
  title: string;
  onPick: (choice: TriageChoice) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  // A tagger who may not read the tag list still gets topics and free tags.
  const tags = useQuery({ ...lookupItemsOptions('tag', { q }), retry: false });
  const topics = useQuery({ ...lookupItemsOptions('topic', { q }), retry: false });
  const settled = q === text.trim() && !tags.isFetching && !topics.isFetching;
  const options = triageChoices(text, tags.data ?? [], topics.data ?? [], settled);
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="triage-picker-title"
      // Busy while the lookups answer for what was typed: its options may still be redrawn.
      slotProps={{ paper: { 'aria-busy': !settled } }}
      // Escape closes the picker at once, not first its list of options.
      onKeyDownCapture={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <DialogTitle id="triage-picker-title" sx={{ pb: 1 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Autocomplete<TriageChoice>
          open
          autoHighlight
          options={options}
          groupBy={(choice) => choice.group}
          getOptionLabel={(choice) => choice.label}
          getOptionKey={(choice) => `${choice.group}:${choice.value}`}
          isOptionEqualToValue={(a, b) => a.field === b.field && a.value === b.value}
          filterOptions={(all) => all}
          inputValue={text}
          onInputChange={(_, next, reason) => reason !== 'reset' && setText(next)}
          onChange={(_, choice) => choice && onPick(choice)}
          loading={tags.isFetching || topics.isFetching}
          noOptionsText={q ? 'No match' : 'Type a tag or a topic'}
          slotProps={{ listbox: { sx: { maxHeight: 260 } } }}
          renderInput={(params) => (
            <TextField {...params} autoFocus label="Tag or topic" placeholder="Type, then Enter" sx={{ mt: 1 }} />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
