import { describe, expect, it } from 'vitest';
import { addPath, editPath, itemPath, itemRoutePath, listPath, referencePath } from './links.ts';
import { ID_A, memo } from './test/fixtures.ts';

describe('links to items', () => {
  it("put the item's key where the route names it by key, else its id", () => {
    expect(itemRoutePath('Regulator', { id: ID_A, key: 'ESMA' })).toBe('/regulator/ESMA');
    expect(itemRoutePath('Regulator', { id: ID_A, key: null })).toBe(`/regulator/${ID_A}`);
    expect(itemRoutePath('Keyword', { id: ID_A, key: 'aml risk' })).toBe('/keyword/aml%20risk');
    expect(itemRoutePath('Article', { id: ID_A, key: 'ignored' })).toBe(`/article/${ID_A}`);
    // An optional param after the id is left out.
    expect(itemRoutePath('NewsItem', { id: ID_A, key: 'x' })).toBe(`/newsitem/${ID_A}`);
  });

  it('use the generic form for a type without screens of its own', () => {
    expect(itemPath(memo, { id: ID_A })).toBe(`/form/memo/edit/${ID_A}`);
    expect(editPath(memo, ID_A)).toBe(`/form/memo/edit/${ID_A}`);
    expect(addPath(memo)).toBe('/form/memo/new');
    expect(listPath(memo)).toBeNull();
  });

  it("use a type's declared routes, the first one this build has", () => {
    const routed = {
      ...memo,
      routes: { detail: ['NoSuchRoute', 'Risk'], edit: ['RiskEdit'], add: ['RiskAdd'], list: ['Risks'] },
    };
    expect(itemPath(routed, { id: ID_A })).toBe(`/risk/${ID_A}`);
    expect(editPath(routed, ID_A)).toBe(`/risk/edit/${ID_A}`);
    expect(addPath(routed)).toBe('/risk/add');
    expect(listPath(routed)).toBe('/risks');
  });

  it('leave a reference without a detail screen as plain text', () => {
    expect(referencePath('no-such-type', ID_A)).toBeNull();
    expect(referencePath(undefined, ID_A)).toBeNull();
  });
});
