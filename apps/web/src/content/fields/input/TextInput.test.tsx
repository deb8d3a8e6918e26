import type { FieldDef } from '@rh/core/content';
import { contentType, dataSchema } from '@rh/core/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextInput } from './TextInput.tsx';

describe('TextInput', () => {
  it('lets an over-long text in, for the schema to refuse with the limit rather than cutting it short', () => {
    const tag = contentType('tag');
    const name = tag.fields.find((field) => field.name === 'name') as FieldDef;
    const html = renderToStaticMarkup(<TextInput field={name} value="" onChange={() => {}} onBlur={() => {}} />);
    expect(html).not.toMatch(/maxlength/i);
    const refused = dataSchema(tag).safeParse({ name: 'n'.repeat(name.max! + 1), slug: 'long' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([`At most ${name.max} characters`]);
  });
});
