import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import {
  antdCssByFolder,
  CACHE_PATH_RECORD_CLASS,
  cachePathRecord,
  installedAntdSheet,
  moduleRulesOverAntd,
  splitAntdCss,
  styleFolderOf,
  styleFolderOfModule,
  trimAntdCss,
  unusedComponentImports,
  UNUSED_COMPONENTS,
} from '../../build/antd-styles';
import { THEME_CSS_VAR_CLASS } from '@/components/theme-class';

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

  it('drops the rules scoped by a theme other than the portal’s, and those selectors of a shared rule (decision 130)', () => {
    const themes = [
      '.css-var-_R_0_{--ant-color-primary:#1677ff}',
      '.css-var-_R_29n_.ant-btn{--ant-btn-gap:8px}',
      `.${THEME_CSS_VAR_CLASS}.ant-btn{--ant-btn-gap:6px}`,
      '.ant-btn.css-var-_R_0_,.ant-btn{color:green}',
    ].join('');
    expect(trimAntdCss(themes, [])).toBe(`.${THEME_CSS_VAR_CLASS}.ant-btn{--ant-btn-gap:6px}.ant-btn{color:green}`);
  });

  it('keeps the selectors of a shared rule that belong to kept components', () => {
    expect(out).toContain('.ant-btn{color:green}');
  });

  it('drops the cache-path record, and reads its pairs before (decision 136)', () => {
    const sheet = `.anticon{display:inline-flex}.${CACHE_PATH_RECORD_CLASS}{content:"|ant-design-icons|anticon:mtsb22;|Shared|ant:t7zcef";}`;
    expect(cachePathRecord(sheet)).toEqual({ '|ant-design-icons|anticon': 'mtsb22', '|Shared|ant': 't7zcef' });
    expect(trimAntdCss(sheet, [])).toBe('.anticon{display:inline-flex}');
    expect(cachePathRecord('.anticon{display:inline-flex}')).toEqual({});
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

describe('styleFolderOf', () => {
  const folders = new Set(['table', 'input', 'input-number', 'tree-select', 'select', 'form']);
  const folderOf = (antClass: string) => styleFolderOf(antClass, (folder) => folders.has(folder));

  it('takes the longest prefix that names a style folder', () => {
    expect(folderOf('ant-table-wrapper')).toBe('table');
    expect(folderOf('ant-input-number-affix-wrapper')).toBe('input-number');
    expect(folderOf('ant-input-group-addon')).toBe('input');
    expect(folderOf('ant-tree-select-dropdown')).toBe('tree-select');
    expect(folderOf('ant-form-item-label')).toBe('form');
  });

  it('knows the prefixes whose folder has another name', () => {
    expect(folderOf('ant-btn-compact-item')).toBe('button');
    expect(folderOf('ant-picker-dropdown')).toBe('date-picker');
    expect(folderOf('ant-col-xs-24')).toBe('grid');
    expect(folderOf('ant-select-tree-node')).toBe('tree-select');
    expect(folderOf('ant-wave')).toBe('_util/wave');
  });

  it('gives no folder to a class of no component', () => {
    expect(folderOf('ant-zoom-big-enter')).toBeNull();
    expect(folderOf('ant-slide-up-leave')).toBeNull();
  });
});

describe('splitAntdCss', () => {
  const css = [
    '.ant-zoom-big-enter{opacity:0}',
    '.ant-btn{color:green}',
    '.ant-table-wrapper .ant-table-thead{color:red}',
    '.ant-btn,.ant-table-cell{padding:0}',
    '@media (max-width:575px){.ant-table{color:red}.ant-btn{color:blue}}',
    '@keyframes antTableIn{0%{opacity:0}100%{opacity:1}}',
    '.ant-input{border:0}',
  ].join('');
  const folderOf = (antClass: string) =>
    antClass.startsWith('ant-btn') ? 'button' : antClass.startsWith('ant-table') ? 'table' : null;
  const parts = splitAntdCss(css, folderOf);

  it("puts each rule with the folder of its first antd class, in the sheet's order", () => {
    expect(parts.get('button')).toBe('.ant-btn{color:green}.ant-btn{padding:0}@media (max-width:575px){.ant-btn{color:blue}}');
    expect(parts.get('table')).toBe(
      '.ant-table-wrapper .ant-table-thead{color:red}.ant-table-cell{padding:0}@media (max-width:575px){.ant-table{color:red}}',
    );
  });

  it('keeps what belongs to no component — and every keyframes block — in the base part', () => {
    expect(parts.get('')).toBe(
      '.ant-zoom-big-enter{opacity:0}@keyframes antTableIn{0%{opacity:0}100%{opacity:1}}.ant-input{border:0}',
    );
  });

  it('loses no rule: the parts hold every selector of the sheet once', () => {
    const selectors = (text: string) => text.match(/[^{}]+(?=\{)/g)?.filter((s) => !s.startsWith('@') && !/^\d+%$/.test(s)) ?? [];
    const all = [...parts.values()].flatMap(selectors).flatMap((s) => s.split(','));
    expect(all.sort()).toEqual(
      selectors(css)
        .flatMap((s) => s.split(','))
        .sort(),
    );
  });
});

describe('moduleRulesOverAntd', () => {
  const run = (css: string, from: string) => postcss([moduleRulesOverAntd()]).process(css, { from }).css;

  it("roots every selector of a CSS module at html: one element more than the same classes of antd's", () => {
    expect(run('.scale,.level :global(.ant-radio){display:grid}', '/src/a.module.css')).toBe(
      'html .scale,html .level :global(.ant-radio){display:grid}',
    );
    expect(run('@media (min-width:1200px){.a{width:1200px}}', '/src/a.module.css?used')).toBe(
      '@media (min-width:1200px){html .a{width:1200px}}',
    );
  });

  it('leaves keyframes, the root, the exports and every sheet that is not a module as written', () => {
    expect(run('@keyframes in{from{opacity:0}to{opacity:1}}', '/src/a.module.css')).toBe(
      '@keyframes in{from{opacity:0}to{opacity:1}}',
    );
    expect(run('body .a,:root{color:red}:export{x:1}', '/src/a.module.css')).toBe('body .a,:root{color:red}:export{x:1}');
    expect(run('.portal-app{color:red}', '/src/app/global.css')).toBe('.portal-app{color:red}');
  });
});

describe("the installed antd's sheet by folder", () => {
  const require = createRequire(import.meta.url);
  const esDir = join(require.resolve('antd/package.json'), '..', 'es');
  const trimmed = trimAntdCss(installedAntdSheet(), Object.values(UNUSED_COMPONENTS));
  const parts = antdCssByFolder(trimmed);

  it('keeps the icons’ rules, which the style cache says the sheet holds, and not the record saying so (decision 136)', () => {
    expect(trimmed).toContain('.anticon{');
    expect(trimmed).toContain('@keyframes loadingCircle');
    expect(parts.get('')).toContain('.anticon-spin{');
    expect(trimmed).not.toContain(CACHE_PATH_RECORD_CLASS);
  });

  it('holds no rule of a theme the portal does not render (antd’s own build’s, decision 130)', () => {
    expect(installedAntdSheet()).toMatch(/\.css-var-_R_0_/);
    expect(trimmed).not.toMatch(/\.css-var-/);
  });

  it('gives every folder with rules a style module that brings them along', () => {
    const folders = [...parts.keys()].filter((folder) => folder !== '');
    expect(folders.length).toBeGreaterThan(40);
    for (const folder of folders) {
      const module = folder === '_util/wave' ? join(esDir, '_util/wave/style.js') : join(esDir, folder, 'style/index.js');
      expect(existsSync(module), module).toBe(true);
      expect(styleFolderOfModule(module)).toBe(folder);
    }
  });

  it('keeps the shell’s components out of the base part, and every rule of the sheet in some part', () => {
    const base = parts.get('') ?? '';
    expect(base).not.toMatch(/\.ant-(btn|input|table|select)\b/);
    const rules = (text: string) => postcss.parse(text).nodes.length;
    expect([...parts.values()].reduce((sum, part) => sum + part.length, 0)).toBeGreaterThanOrEqual(trimmed.length * 0.9);
    expect(rules(base)).toBeGreaterThan(0);
  });

  it('maps the modules of a style folder, and only those', () => {
    expect(styleFolderOfModule('/x/node_modules/antd/es/date-picker/style/panel.js')).toBe('date-picker');
    expect(styleFolderOfModule('C:\\x\\node_modules\\antd\\es\\button\\style\\index.js')).toBe('button');
    expect(styleFolderOfModule('/x/node_modules/antd/es/style/index.js')).toBeUndefined();
    expect(styleFolderOfModule('/x/node_modules/antd/es/button/Button.js')).toBeUndefined();
  });
});
