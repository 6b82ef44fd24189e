import { TREE_ROOT_ID, buildTree, type FlatTreeItem } from '@/lib/format/tree';

interface City extends FlatTreeItem {
  id: number | string;
  name: string;
}

const names = (nodes: ReturnType<typeof buildTree<City>>): unknown =>
  nodes.map((node) => (node.children.length ? { [node.name]: names(node.children) } : node.name));

describe('buildTree', () => {
  it('root id is 0', () => {
    expect(TREE_ROOT_ID).toBe(0);
  });

  it.each<[string, City[], unknown]>([
    ['empty list', [], []],
    [
      'provinces, cities and areas in input order',
      [
        { id: 1, parentId: 0, name: '广东' },
        { id: 11, parentId: 1, name: '深圳' },
        { id: 2, parentId: 0, name: '上海' },
        { id: 111, parentId: 11, name: '南山' },
        { id: 12, parentId: 1, name: '广州' },
      ],
      [{ 广东: [{ 深圳: ['南山'] }, '广州'] }, '上海'],
    ],
    [
      'children listed before their parent',
      [
        { id: 11, parentId: 1, name: '深圳' },
        { id: 1, parentId: 0, name: '广东' },
      ],
      [{ 广东: ['深圳'] }],
    ],
    [
      'ids as text and numbers, null parent as root',
      [
        { id: '1', parentId: null, name: '广东' },
        { id: 11, parentId: '1', name: '深圳' },
        { id: 2, parentId: '0', name: '上海' },
      ],
      [{ 广东: ['深圳'] }, '上海'],
    ],
    [
      'orphans dropped with their subtree',
      [
        { id: 1, parentId: 0, name: '广东' },
        { id: 21, parentId: 99, name: '孤儿' },
        { id: 211, parentId: 21, name: '孤儿之子' },
      ],
      ['广东'],
    ],
    [
      'cycles and repeated ids do not hang',
      [
        { id: 1, parentId: 0, name: '广东' },
        { id: 1, parentId: 1, name: '重复' },
        { id: 5, parentId: 6, name: '环A' },
        { id: 6, parentId: 5, name: '环B' },
      ],
      ['广东'],
    ],
  ])('%s', (_label, items, expected) => {
    expect(names(buildTree(items))).toEqual(expected);
  });

  it('keeps the item fields and gives leaves an empty children array', () => {
    const [root] = buildTree<City>([
      { id: 1, parentId: 0, name: '广东' },
      { id: 11, parentId: 1, name: '深圳' },
    ]);
    expect(root).toEqual({
      id: 1,
      parentId: 0,
      name: '广东',
      children: [{ id: 11, parentId: 1, name: '深圳', children: [] }],
    });
  });
});
