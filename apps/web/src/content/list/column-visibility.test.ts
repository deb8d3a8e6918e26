import { afterEach, describe, expect, it, vi } from 'vitest';
import { memo } from '../test/fixtures.ts';
import { contentType } from '@rh/core/content';
import { ROUTES } from '../../routes/table.ts';
import { defaultVisibility, loadVisibility, mergeVisibility, saveVisibility } from './column-visibility.ts';
import { listColumns } from './list-columns.tsx';
import { listScopeOf } from './list-scope.ts';

const columns = ['title', 'code', 'issuedOn', 'impact', 'updatedAt', 'createdAt'];

describe('the columns a list shows', () => {
  it("are the type's declared columns by default", () => {
    expect(defaultVisibility(memo, columns)).toEqual({
      title: true,
      code: false,
      issuedOn: true,
      impact: true,
      updatedAt: true,
      createdAt: false,
    });
  });

  it("are the user's choice where one was saved, the default for columns added since", () => {
    const saved = { code: true, impact: false, removedLongAgo: true, updatedAt: 'yes' };
    expect(mergeVisibility(memo, columns, saved)).toEqual({
      title: true,
      code: true,
      issuedOn: true,
      impact: false,
      updatedAt: true,
      createdAt: false,
    });
  });

  it('fall back to the default when what was saved is not a choice of columns', () => {
    expect(mergeVisibility(memo, columns, 'garbage')).toEqual(defaultVisibility(memo, columns));
    expect(mergeVisibility(memo, columns, null)).toEqual(defaultVisibility(memo, columns));
  });
});

describe("the columns of an area's list", () => {
  const initiative = contentType('initiative');
  const routeOf = (name: string) => ROUTES.find((route) => route.name === name);
  const tax = listScopeOf(initiative, 'TaxRecords', 'full', routeOf);
  const names = listColumns(initiative, tax?.columns).map((column) => column.field);
  const shown = (visibility: Record<string, boolean>) =>
    names.filter((name) => visibility[name]).sort((a, b) => names.indexOf(a) - names.indexOf(b));

  afterEach(() => vi.unstubAllGlobals());

  it("are the area's columns, in its order, instead of the type's", () => {
    expect(tax?.columns).toBeDefined();
    expect(shown(defaultVisibility(initiative, names, tax))).toEqual(tax!.columns);
    expect(names.slice(0, tax!.columns!.length)).toEqual(tax!.columns);
    // The same type's list elsewhere keeps the type's own.
    expect(shown(defaultVisibility(initiative, names))).not.toEqual(tax!.columns);
    expect(new Set(shown(defaultVisibility(initiative, names)))).toEqual(new Set(initiative.list.columns));
  });

  it("give way to the user's own choice on that list, which does not leak to the type's other lists", () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    });
    const picked = { ...defaultVisibility(initiative, names, tax), rate: false, regulator: true };
    saveVisibility(initiative, picked, tax);
    expect(loadVisibility(initiative, names, tax)).toMatchObject({ rate: false, regulator: true, measure: true });
    expect(loadVisibility(initiative, names)).toEqual(defaultVisibility(initiative, names));
    // And a choice on the whole list does not hide the area's columns.
    saveVisibility(initiative, { ...defaultVisibility(initiative, names), measure: false });
    expect(loadVisibility(initiative, names, tax)).toMatchObject({ rate: false, measure: true });
  });
});
