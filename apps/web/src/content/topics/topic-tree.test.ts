import { describe, expect, it } from 'vitest';
import { branchIds, buildTree, matchingIds, type TreeNode } from './topic-tree.ts';

const topic = (id: string, title: string, parent?: string) => ({ id, key: null, title, data: { parent } });
const shape = (nodes: TreeNode[]): unknown => nodes.map((node) => [node.title, shape(node.children)]);

describe('the topic tree', () => {
  const topics = [
    topic('t', 'Taxonomy', 'd'),
    topic('e', 'ESG and climate'),
    topic('d', 'Disclosure', 'e'),
    topic('a', 'AML'),
    topic('s', 'SFDR', 'd'),
    topic('k', 'KYC', 'a'),
  ];

  it('hangs each topic under its parent, siblings in title order', () => {
    expect(shape(buildTree(topics, 'parent'))).toEqual([
      ['AML', [['KYC', []]]],
      [
        'ESG and climate',
        [
          [
            'Disclosure',
            [
              ['SFDR', []],
              ['Taxonomy', []],
            ],
          ],
        ],
      ],
    ]);
  });

  it('keeps a topic whose parent is gone or unreadable, at the top', () => {
    const tree = buildTree([topic('x', 'Orphan', 'missing'), topic('y', 'Child', 'x')], 'parent');
    expect(shape(tree)).toEqual([['Orphan', [['Child', []]]]]);
  });

  it('breaks a parent cycle without losing or repeating a topic', () => {
    const tree = buildTree(
      [topic('a', 'A', 'c'), topic('b', 'B', 'a'), topic('c', 'C', 'b'), topic('r', 'Root'), topic('m', 'Me', 'm')],
      'parent',
    );
    expect(shape(tree)).toEqual([
      ['Me', []],
      ['Root', []],
      ['A', [['B', [['C', []]]]]],
    ]);
  });

  it('finds matches with their ancestors, and lists the branches', () => {
    const tree = buildTree(topics, 'parent');
    expect([...matchingIds(tree, 'sfdr')].sort()).toEqual(['d', 'e', 's']);
    expect(matchingIds(tree, '  ').size).toBe(0);
    expect(branchIds(tree).sort()).toEqual(['a', 'd', 'e']);
  });
});
