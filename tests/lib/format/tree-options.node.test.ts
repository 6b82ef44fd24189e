import { toTreeOptions, treeNameLookup, type NamedTreeNode } from '@/lib/format';

const CITIES: NamedTreeNode[] = [
  {
    id: '330000',
    name: '浙江省',
    children: [
      { id: '330100', name: '杭州市', children: [{ id: '330106', name: '西湖区', children: [] }] },
      { id: '330200', name: '宁波市' },
    ],
  },
  { id: '110000', name: '北京市', children: [] },
];

describe('toTreeOptions', () => {
  it('gives every level as Cascader and TreeSelect options, in order', () => {
    expect(toTreeOptions(CITIES)).toEqual([
      {
        value: '330000',
        label: '浙江省',
        title: '浙江省',
        children: [
          {
            value: '330100',
            label: '杭州市',
            title: '杭州市',
            children: [{ value: '330106', label: '西湖区', title: '西湖区', children: undefined }],
          },
          { value: '330200', label: '宁波市', title: '宁波市', children: undefined },
        ],
      },
      { value: '110000', label: '北京市', title: '北京市', children: undefined },
    ]);
  });

  it('gives no options for no tree', () => {
    expect(toTreeOptions([])).toEqual([]);
  });
});

describe('treeNameLookup', () => {
  it.each([
    ['330000', '浙江省'],
    ['330100', '杭州市'],
    ['330106', '西湖区'],
    ['110000', '北京市'],
    ['999999', ''],
    ['', ''],
  ])('names %s as "%s"', (code, name) => {
    expect(treeNameLookup(CITIES)(code)).toBe(name);
  });
});
