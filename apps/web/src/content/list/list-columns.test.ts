import { describe, expect, it } from 'vitest';
import { memo } from '../test/fixtures.ts';
import { listColumns } from './list-columns.tsx';

describe('the columns of a list', () => {
  const columns = listColumns(memo);

  it("come in the type's column order first, then the other fields as declared, then the meta fields", () => {
    const fields = columns.map((column) => column.field);
    expect(fields.slice(0, 4)).toEqual(['title', 'issuedOn', 'impact', 'updatedAt']);
    expect(fields.slice(4, 7)).toEqual(['code', 'body', 'sentAt']);
    expect(fields.at(-1)).toBe('createdAt');
    expect(new Set(fields).size).toBe(memo.fields.length + 2);
  });

  it('sort only where the server can, and keep the title shown', () => {
    const byField = new Map(columns.map((column) => [column.field, column]));
    expect(byField.get('issuedOn')?.sortable).toBe(true);
    expect(byField.get('countries')?.sortable).toBe(false);
    expect(byField.get('body')?.sortable).toBe(false);
    expect(byField.get('updatedAt')?.sortable).not.toBe(false);
    expect(byField.get('title')?.hideable).toBe(false);
  });
});
