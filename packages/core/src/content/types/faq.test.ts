import { describe, expect, it } from 'vitest';
import { defineType, type ContentType } from '../define.ts';
import { faq } from './faq.ts';

/** A small type to declare groupings on. */
function withList(list: Partial<ContentType['list']>, extra: Partial<ContentType> = {}) {
  return () =>
    defineType({
      name: 'probe',
      label: 'Probe',
      plural: 'Probes',
      description: 'A test type.',
      resource: 'faq',
      titleField: 'title',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', required: true },
        { name: 'theme', label: 'Theme', kind: 'reference', to: 'faqtheme' },
        { name: 'risks', label: 'Risks', kind: 'references', to: 'faqrisk' },
        { name: 'level', label: 'Level', kind: 'enum', options: [{ value: 'a', label: 'A' }] },
        { name: 'size', label: 'Size', kind: 'enum', required: true, options: [{ value: 's', label: 'S' }] },
      ],
      list: { columns: ['title'], sort: { field: 'title', dir: 'asc' }, filters: [], ...list },
      ...extra,
    });
}

describe('the FAQ declaration', () => {
  it('groups its list by theme, shows status and risks, and can list the questions without a theme', () => {
    expect(faq.list.groupBy).toBe('theme');
    expect(faq.list.columns).toEqual(expect.arrayContaining(['status', 'risks', 'stage']));
    expect(faq.list.has?.theme).toBeDefined();
  });
});

describe('list.groupBy', () => {
  const has = { theme: { label: 'Theme', with: 'With', without: 'None' } };

  it('takes a reference field named in list.has, a required enum, or stage on a workflow type', () => {
    expect(withList({ groupBy: 'theme', has })).not.toThrow();
    expect(withList({ groupBy: 'size' })).not.toThrow();
    expect(withList({ groupBy: 'stage' }, { workflow: faq.workflow! })).not.toThrow();
  });

  it('refuses what it could not list group by group', () => {
    expect(withList({ groupBy: 'theme' })).toThrow(/cannot group by theme/);
    expect(withList({ groupBy: 'risks' })).toThrow(/cannot group by risks/);
    expect(withList({ groupBy: 'level' })).toThrow(/cannot group by level/);
    expect(withList({ groupBy: 'stage' })).toThrow(/unknown field stage/);
    expect(withList({ groupBy: 'nothing' })).toThrow(/unknown field nothing/);
  });
});
