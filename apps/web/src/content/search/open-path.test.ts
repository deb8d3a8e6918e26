import { describe, expect, it } from 'vitest';
import { openPath } from './open-path.ts';

const ID = '7d1f8a52-3c55-4b6e-9d2a-0f6c5e4b3a21';

describe('where a search hit opens (full build)', () => {
  it('opens a type by its detail screen, else by the generic read view', () => {
    expect(openPath('newsitem', { id: ID })).toBe(`/newsitem/${ID}`);
    expect(openPath('assetclass', { id: ID })).toMatch(new RegExp(`/${ID}$`));
  });

  it('opens nothing of a type the web does not know', () => {
    expect(openPath('nosuchtype', { id: ID })).toBeNull();
  });
});
