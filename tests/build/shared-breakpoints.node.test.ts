import { RESPONSIVE_OBSERVER_MODULE, shareBreakpointObserver } from '../../build/shared-breakpoints';
import { installedModule } from './installed-module';

/** The installed antd's breakpoint observer, the one `useBreakpoint` imports. */
const { file: observerModule, text: installed } = installedModule('antd', 'es', '_util', 'responsiveObserver.js');

describe("antd's components share one breakpoint observer (docs/decisions/119)", () => {
  it('matches the installed observer module, and only it', () => {
    expect(RESPONSIVE_OBSERVER_MODULE.test(observerModule)).toBe(true);
    expect(RESPONSIVE_OBSERVER_MODULE.test(observerModule.replace('responsiveObserver.js', 'responsiveObserver.d.ts'))).toBe(
      false,
    );
    expect(RESPONSIVE_OBSERVER_MODULE.test('/x/node_modules/antd/lib/_util/responsiveObserver.js')).toBe(false);
  });

  it('makes the observer once per theme token, and changes nothing else', () => {
    const changed = shareBreakpointObserver(installed);
    expect(changed).toContain('return React.useMemo(() => sharedObserver(token, () => {');
    expect(changed).toContain('}), [responsiveMap]);');
    // The cache is declared before the hook that reads it.
    expect(changed.indexOf('const sharedObserver = ')).toBeLessThan(changed.indexOf('const useResponsiveObserver = '));
    const reverted = changed
      .replace(/\nconst sharedObservers = [\s\S]*?\nconst useResponsiveObserver = /, '\nconst useResponsiveObserver = ')
      .replace('sharedObserver(token, () => {', '{')
      .replace('}), [responsiveMap]);', '}, [responsiveMap]);');
    expect(reverted).toBe(installed);
  });

  it('keeps one observer per token: components of one theme share it, another theme gets its own', () => {
    const changed = shareBreakpointObserver(installed);
    const cache = changed.slice(changed.indexOf('\nconst sharedObservers'), changed.indexOf('\nconst useResponsiveObserver'));
    const sharedObserver = new Function(`${cache}\nreturn sharedObserver;`)() as (token: object, create: () => object) => object;
    let made = 0;
    const create = () => ({ made: (made += 1) });
    const theme = { screenXSMax: 575 };
    const first = sharedObserver(theme, create);
    expect(sharedObserver(theme, create)).toBe(first);
    expect(sharedObserver({ screenXSMax: 575 }, create)).not.toBe(first);
    expect(made).toBe(2);
  });

  it('stops the build when antd no longer reads as expected', () => {
    expect(() => shareBreakpointObserver('export default function useResponsiveObserver() {}')).toThrow(
      /breakpoint observer has changed/,
    );
    const twice = `${installed}\n  }, [responsiveMap]);\n};`;
    expect(() => shareBreakpointObserver(twice)).toThrow(/breakpoint observer has changed/);
    const withoutToken = installed.replace('  const [, token] = useToken();\n', '  const token = {};\n');
    expect(withoutToken).not.toBe(installed);
    expect(() => shareBreakpointObserver(withoutToken)).toThrow(/breakpoint observer has changed/);
  });
});
