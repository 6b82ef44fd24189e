import { measureForFixedHeadersOnly, TABLE_MODULE } from '../../build/table-measure';
import { installedModule } from './installed-module';

/** The installed rc-table's Table module, the one antd's Table imports. */
const { file: tableModule, text: installed } = installedModule('@rc-component/table', 'es', 'Table.js');

describe('rc-table measures the scrollbar only for a fixed or sticky header (docs/decisions/094)', () => {
  it('matches the installed Table module, and only it', () => {
    expect(TABLE_MODULE.test(tableModule)).toBe(true);
    expect(TABLE_MODULE.test(tableModule.replace('Table.js', 'Body/index.js'))).toBe(false);
    expect(TABLE_MODULE.test('/x/node_modules/antd/es/table/Table.js')).toBe(false);
  });

  it('runs the measuring effect only while the header is fixed or sticky, and again when that changes', () => {
    const changed = measureForFixedHeadersOnly(installed);
    expect(changed).toContain('if ((fixHeader || isSticky) && (!tailor || !useInternalHooks)) {');
    expect(changed).toContain('}, [fixHeader, isSticky]);');
    const effect = changed.slice(changed.indexOf('if ((fixHeader || isSticky)'), changed.indexOf('}, [fixHeader, isSticky]);'));
    expect(effect).toContain('setScrollbarSize(getTargetScrollBarSize(');
    // Everything else stays as it was: the change is the condition and the dependencies.
    expect(changed.length - installed.length).toBe('(fixHeader || isSticky) && ()'.length + 'fixHeader, isSticky'.length);
    // The condition reads names the module declares before the effect.
    expect(installed.indexOf('const fixHeader =')).toBeLessThan(installed.indexOf('getTargetScrollBarSize('));
    expect(installed.indexOf('isSticky,')).toBeLessThan(installed.indexOf('getTargetScrollBarSize('));
  });

  it('stops the build when rc-table no longer reads as expected', () => {
    expect(() => measureForFixedHeadersOnly('export default function Table() {}')).toThrow(/measuring effect has changed/);
    const twice = installed.replace(
      '}, []);\n\n  // ================== INTERNAL HOOKS',
      '}, []);\n  getTargetScrollBarSize(null);\n\n  // ================== INTERNAL HOOKS',
    );
    expect(twice).not.toBe(installed);
    expect(() => measureForFixedHeadersOnly(twice)).toThrow(/measuring effect has changed/);
  });
});
