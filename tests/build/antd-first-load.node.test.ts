import {
  COLOR_PRESETS_MODULE,
  CONFIG_PROVIDER_MODULE,
  lazyPresetsCollapse,
  lazyUniqueTooltips,
} from '../../build/antd-first-load';
import { installedModule } from './installed-module';

const configProvider = installedModule('antd', 'es', 'config-provider', 'index.js');
const colorPresets = installedModule('antd', 'es', 'color-picker', 'components', 'ColorPresets.js');

describe('two antd imports no first screen runs load when they render (docs/decisions/121)', () => {
  it('matches the installed modules, and only them', () => {
    expect(CONFIG_PROVIDER_MODULE.test(configProvider.file)).toBe(true);
    expect(COLOR_PRESETS_MODULE.test(colorPresets.file)).toBe(true);
    expect(CONFIG_PROVIDER_MODULE.test('/x/node_modules/antd/lib/config-provider/index.js')).toBe(false);
    expect(CONFIG_PROVIDER_MODULE.test(configProvider.file.replace('index.js', 'context.js'))).toBe(false);
    expect(COLOR_PRESETS_MODULE.test(colorPresets.file.replace('ColorPresets.js', 'PanelPresets.js'))).toBe(false);
  });

  it("imports ConfigProvider's unique tooltips' provider when it renders, and changes nothing else", () => {
    const changed = lazyUniqueTooltips(configProvider.text);
    expect(changed).not.toContain("import UniqueProvider from '../tooltip/UniqueProvider';");
    expect(changed).toContain("const UniqueProvider = React.lazy(() => import('../tooltip/UniqueProvider'));");
    expect(
      changed.replace(
        "const UniqueProvider = React.lazy(() => import('../tooltip/UniqueProvider'));",
        "import UniqueProvider from '../tooltip/UniqueProvider';",
      ),
    ).toBe(configProvider.text);
  });

  it("imports the presets panel's Collapse when it renders, inside a Suspense of its own, and changes nothing else", () => {
    const changed = lazyPresetsCollapse(colorPresets.text);
    expect(changed).not.toContain("import Collapse from '../../collapse';");
    expect(changed).toContain("React.lazy(() => import('../../collapse'))");
    expect(changed).toContain(
      'React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyCollapse, props))',
    );
    const [before, after] = colorPresets.text.split("import Collapse from '../../collapse';\n");
    expect(changed.startsWith(before)).toBe(true);
    expect(changed.endsWith(after)).toBe(true);
  });

  it('stops the build when a module no longer reads as expected (an antd update)', () => {
    expect(() => lazyUniqueTooltips(configProvider.text.replace('../tooltip/UniqueProvider', '../tooltip/Unique'))).toThrow(
      /ConfigProvider has changed/,
    );
    expect(() => lazyUniqueTooltips(configProvider.text.replace("import * as React from 'react';", ''))).toThrow();
    expect(() => lazyPresetsCollapse(colorPresets.text.replace("import Collapse from '../../collapse';", ''))).toThrow(
      /presets has changed/,
    );
  });
});
