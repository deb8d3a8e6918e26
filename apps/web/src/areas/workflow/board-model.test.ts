import { ARTICLE_WORKFLOW } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { boardMoves, dropRefusal, moveForDrop } from './board-model.ts';

const item = (stage: string, transitions: string[], withheld: { name: string; reason: string }[] = []) => ({
  stage,
  abilities: { transitions, withheld },
});

describe('the board’s moves', () => {
  it('offers the transitions the server allows from the card’s stage, with their target stages', () => {
    const moves = boardMoves(ARTICLE_WORKFLOW, item('review', ['pass', 'return']));
    expect(moves.allowed.map((m) => [m.name, m.to, m.toLabel])).toEqual([
      ['pass', 'approval', 'Awaiting approval'],
      ['return', 'draft', 'Draft'],
    ]);
    expect(moves.withheld).toEqual([]);
  });

  it('ignores names that do not leave the stage, and offers withheld moves with their reason', () => {
    const reason = 'You wrote this insight, so someone else must “pass review” it.';
    const moves = boardMoves(ARTICLE_WORKFLOW, item('review', ['return', 'publish'], [{ name: 'pass', reason }]));
    expect(moves.allowed.map((m) => m.name)).toEqual(['return']);
    expect(moves.withheld).toMatchObject([{ name: 'pass', to: 'approval', reason }]);
  });

  it('maps a drop on a column to the allowed move there, and says why another drop is refused', () => {
    const card = item('draft', ['submit']);
    expect(moveForDrop(ARTICLE_WORKFLOW, card, 'review')?.name).toBe('submit');
    expect(moveForDrop(ARTICLE_WORKFLOW, card, 'draft')).toBeUndefined();
    expect(moveForDrop(ARTICLE_WORKFLOW, card, 'published')).toBeUndefined();
    expect(dropRefusal(ARTICLE_WORKFLOW, card, 'review')).toBeUndefined();
    expect(dropRefusal(ARTICLE_WORKFLOW, card, 'published')).toBe(
      'This insight cannot go to “Published” from here; it can go to “In review”.',
    );
    expect(dropRefusal(ARTICLE_WORKFLOW, item('approval', []), 'published')).toBe(
      'You may not move this insight from here.',
    );
  });
});
