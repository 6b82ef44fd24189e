import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trimAntdCss, unusedComponentImports, UNUSED_COMPONENTS } from '../../build/antd-styles';

describe('trimAntdCss', () => {
  const css = [
    '.ant-table{color:red}',
    '.ant-table-wrapper .ant-table-thead{color:red}',
    ':where(.css-var-r1).ant-table{color:red}',
    '.ant-select{color:blue}',
    '.ant-tree-select-dropdown .ant-select-tree{color:blue}',
    '.ant-tree{color:red}',
    '.ant-btn,.ant-table-cell{color:green}',
    '@media (max-width:575px){.ant-table{color:red}}',
    '@media (max-width:575px){.ant-col-xs-1{width:4%}}',
    '@keyframes antTableIn{0%{opacity:0}100%{opacity:1}}',
  ].join('');
  const out = trimAntdCss(css, ['table', 'tree']);

  it('drops the rules of the listed components, wherever the first antd class stands', () => {
    expect(out).not.toMatch(/\.ant-table\b|\.ant-table-wrapper|\.ant-tree\{/);
  });

  it('keeps other components, including a used one whose name starts like a dropped one', () => {
    expect(out).toContain('.ant-select{color:blue}');
    expect(out).toContain('.ant-tree-select-dropdown .ant-select-tree{color:blue}');
  });

  it('keeps the selectors of a shared rule that belong to kept components', () => {
    expect(out).toContain('.ant-btn{color:green}');
  });

  it('removes media queries left empty and keeps the others and every keyframes block', () => {
    expect(out.match(/@media/g)).toHaveLength(1);
    expect(out).toContain('.ant-col-xs-1');
    expect(out).toContain('@keyframes antTableIn');
  });
});

describe('unusedComponentImports', () => {
  function srcWith(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'antd-styles-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  }

  it('finds a trimmed component imported from antd, alone, aliased or as a type', () => {
    const dir = srcWith({
      'a.tsx': "import { Button, Drawer } from 'antd';",
      'b/c.ts': "import { Tour as Guide } from 'antd';\nimport type { Badge } from 'antd';",
      'd.ts': "import Slider from 'antd/es/slider';",
    });
    expect(
      unusedComponentImports(dir)
        .map((line) => line.split(': ')[1])
        .sort(),
    ).toEqual(['Badge', 'Drawer', 'Slider', 'Tour']);
  });

  it('passes the portal as it is', () => {
    expect(unusedComponentImports(join(__dirname, '../../src'))).toEqual([]);
  });

  it('lists only antd exports with a style prefix', () => {
    for (const [name, prefix] of Object.entries(UNUSED_COMPONENTS)) {
      expect(name).toMatch(/^[A-Za-z]+$/);
      expect(prefix).toMatch(/^[a-z-]+$/);
    }
  });
});
