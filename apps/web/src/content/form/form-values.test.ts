import { contentType, dataSchema } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { memo } from '../test/fixtures.ts';
import { changedData, errorMessage, formDefaults, formSections } from './form-values.ts';

describe('the values of a form', () => {
  it('start empty in the shape each input holds, one per field and no more', () => {
    const values = formDefaults(memo);
    expect(Object.keys(values)).toEqual(memo.fields.map((field) => field.name));
    expect(values).toMatchObject({ title: '', sentAt: '', impact: '', countries: [], tags: [], urgent: false });
    expect(values).toMatchObject({ pages: null, parent: null, country: null, period: null, attachment: null });
  });

  it('of an empty add form fail the schema with the messages people read', () => {
    const result = dataSchema(memo).safeParse(formDefaults(memo));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ title: 'This field is required', sentAt: 'This field is required' });
  });

  it('pass the schema once filled, empty optional fields stored as nothing', () => {
    const values = { ...formDefaults(memo), title: '  Memo  ', sentAt: '2025-03-31T22:30:00.000Z', contact: '' };
    const parsed = dataSchema(memo).parse(values);
    expect(parsed).toMatchObject({ title: 'Memo', contact: null, impact: null, countries: [] });
  });

  it('start from the item on edit', () => {
    expect(formDefaults(memo, { title: 'A', countries: ['FR'], pages: 3, impact: null })).toMatchObject({
      title: 'A',
      countries: ['FR'],
      pages: 3,
      impact: '',
    });
  });
});

describe('an update', () => {
  const stored = { title: 'A', countries: ['FR'], pages: 3, period: { start: '2025-01-01', end: null } };

  it('sends only the fields that changed', () => {
    const next = { ...formDefaults(memo, stored), title: 'B', countries: ['FR', 'DE'] };
    expect(changedData(memo, stored, next)).toEqual({ title: 'B', countries: ['FR', 'DE'] });
  });

  it('does not count empty spelt differently as a change', () => {
    const next = { ...formDefaults(memo, stored), code: null, tags: null, contact: '', urgent: false };
    expect(changedData(memo, stored, next)).toEqual({});
  });

  it('sends a cleared field as null', () => {
    const next = { ...formDefaults(memo, stored), pages: null, period: null };
    expect(changedData(memo, stored, next)).toEqual({ pages: null, period: null });
  });
});

describe('the form', () => {
  it('lays fields out like the detail page and keeps every field editable', () => {
    const sections = formSections({
      ...memo,
      detail: { sections: [{ title: 'Main', fields: ['title', 'sentAt'] }] },
    });
    expect(sections.map((section) => section.title)).toEqual(['Main', 'More']);
    expect(sections[1]!.fields).toHaveLength(memo.fields.length - 2);
  });

  it('offers no input for what the server sets: a news item\'s "Set by rules" and "Suggested"', () => {
    const newsitem = contentType('newsitem');
    const inputs = formSections(newsitem).flatMap((section) => section.fields.map((field) => field.name));
    expect(inputs).toContain('tags');
    expect(inputs).not.toContain('autoTags');
    expect(inputs).not.toContain('suggestions');
  });

  it("leaves a rule's on/off to the switch beside the save button, where whoever saves it chooses", () => {
    const autotag = contentType('autotag');
    expect(autotag.switchOnSave).toBe('enabled');
    const inputs = formSections(autotag).flatMap((section) => section.fields.map((field) => field.name));
    expect(inputs).not.toContain('enabled');
    expect(inputs).toContain('terms');
  });

  it('shows the first message of a nested error, never walking into the input element', () => {
    const input = { self: null as unknown };
    input.self = input;
    expect(errorMessage({ end: { message: 'The end must not be before the start', ref: input } })).toBe(
      'The end must not be before the start',
    );
    expect(errorMessage({ message: '', ref: input })).toBeUndefined();
  });
});
