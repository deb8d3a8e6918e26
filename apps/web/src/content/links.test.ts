import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '@rh/core/content';
import { addPath, editPath, itemPath, itemPathOf, itemRoutePath, listPath, referencePath } from './links.ts';
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

  it('use the generic read view and forms for a type without screens of its own', () => {
    expect(itemPath(memo, { id: ID_A })).toBe(`/form/memo/view/${ID_A}`);
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

  it("open an obligation's references to read, never to edit (issue 12)", () => {
    // Types without a detail route of their own get the read view; a type with one, that route.
    expect(referencePath('requirement', ID_A)).toBe(`/form/requirement/view/${ID_A}`);
    expect(referencePath('entitytype', ID_A)).toBe(`/form/entitytype/view/${ID_A}`);
    expect(referencePath('businessfunction', ID_A)).toBe(`/form/businessfunction/view/${ID_A}`);
    expect(referencePath('reportingfrequency', ID_A)).toBe(`/form/reportingfrequency/view/${ID_A}`);
    expect(referencePath('obligation', ID_A)).toBe(`/regdecomp/obligation/${ID_A}`);
    expect(itemPathOf('requirement', { id: ID_A })).toBe(`/form/requirement/view/${ID_A}`);
    // Every type, every reference field: an item link never lands on a form.
    for (const type of CONTENT_TYPES) {
      expect(itemPath(type, { id: ID_A, key: 'K' }), type.name).not.toMatch(/\/(edit|new|add)(\/|$)/);
      for (const field of type.fields.filter((candidate) => candidate.to)) {
        expect(referencePath(field.to, ID_A), `${type.name}.${field.name}`).not.toMatch(/\/(edit|new|add)(\/|$)/);
      }
    }
  });

  it('leave a reference to a type the web does not know as plain text', () => {
    expect(referencePath('no-such-type', ID_A)).toBeNull();
    expect(referencePath(undefined, ID_A)).toBeNull();
  });
});
