import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { ANTD_MODULE, dropStyleGenerators, NO_STYLES } from '../../build/antd-zero-runtime-styles';
import { THEME_SETTINGS } from '@/app/theme-tokens';
import { installedModule } from './installed-module';

const button = installedModule('antd', 'es', 'button', 'style', 'index.js');
const antdEs = installedModule('antd', 'es', 'index.js').file.replace(/index\.js$/, '');

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? modulesUnder(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );
}

describe("antd's style generators out of the build (docs/decisions/127)", () => {
  it('holds only where antd never calls them: the theme is zero-runtime, and the style hook returns first there', () => {
    expect(THEME_SETTINGS.zeroRuntime).toBe(true);
    const utils = installedModule('@ant-design/cssinjs-utils', 'es', 'util', 'genStyleUtils.js').text;
    const hook = utils.slice(utils.indexOf('function genComponentStyleHook('));
    // The hook's return under zero runtime comes before any use of the generator.
    expect(hook.indexOf('if (memoizedZeroRuntime) {\n        return hashId;\n      }')).toBeGreaterThan(0);
    expect(hook.indexOf('if (memoizedZeroRuntime)')).toBeLessThan(hook.indexOf('styleFn('));
  });

  it("replaces the Button's generator and keeps its name, component token and options", () => {
    expect(ANTD_MODULE.test(button.file)).toBe(true);
    const changed = dropStyleGenerators(button.text);
    expect(changed).toContain(`genStyleHooks('Button', ${NO_STYLES}, prepareComponentToken, {`);
    expect(changed).not.toContain('genGroupStyle(buttonToken)');
    expect(() => parseAst(changed)).not.toThrow();
  });

  it("changes every call of antd's style hook factories, and no module that makes none", () => {
    let calls = 0;
    for (const file of modulesUnder(antdEs)) {
      const text = readFileSync(file, 'utf8');
      const changed = dropStyleGenerators(text, file);
      const made = changed.split(NO_STYLES).length - text.split(NO_STYLES).length;
      if (!/\bgen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(text)) expect(changed, file).toBe(text);
      calls += made;
    }
    // antd 6's style modules: 77 genStyleHooks, 8 genSubStyleComponent and 2 genComponentStyleHook calls.
    expect(calls).toBe(87);
  });

  it('stops the build when a call has no generator to replace', () => {
    expect(() => dropStyleGenerators("export default genStyleHooks('Button');")).toThrow(/without a generator/);
  });
});
