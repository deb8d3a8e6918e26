import { describe, expect, it } from 'vitest';
import { contentType } from '../content/registry.ts';
import { extraListFilters } from '../content/list-filters.ts';
import { META_FIELDS } from '../content/define.ts';
import { FIXED_LISTS } from './fixed-lists.ts';

describe('FIXED_LISTS', () => {
  it.each(FIXED_LISTS.map((list) => [list.route, list] as const))(
    '%s names a type, filters, order and columns it has',
    (_route, list) => {
      const type = contentType(list.type);
      const extra = extraListFilters(type);
      for (const [param, values] of Object.entries(list.filters)) {
        const filter = extra.find((one) => one.param === param);
        const field = type.fields.find((one) => one.name === param);
        expect(filter ?? field, param).toBeDefined();
        if (filter?.options) for (const value of values) expect(filter.options.map((o) => o.value)).toContain(value);
      }
      const names = [...type.fields.map((field) => field.name), ...META_FIELDS, 'stage'];
      if (list.sort) expect(names).toContain(list.sort.replace(/^-/, ''));
      for (const column of list.columns ?? []) expect(names).toContain(column);
    },
  );

  it('gives each route once', () => {
    expect(new Set(FIXED_LISTS.map((list) => list.route)).size).toBe(FIXED_LISTS.length);
  });
});
