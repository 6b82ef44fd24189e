// Two antd modules every page loads import code no landing page runs at first (issue 24, docs/decisions/121):
// - ConfigProvider imports the provider of "unique" tooltips, and with it all of @rc-component/trigger (popups), for a
//   `tooltip.unique` setting the portal never makes;
// - the Button's and the Tag's style tokens import `isBright` from the ColorPicker's presets panel, which imports the
//   Collapse (antd's and @rc-component/collapse).
// Both imports are static, so rolldown counts the whole of them in the shell's first load (the vendor chunk), however
// little of them runs. These transforms make the two imports dynamic: the modules load with the first component that
// needs them (a Tooltip, a Dropdown, a Collapse), as every other antd component does. Nothing else changes.
import { modulePatch, occursOnce } from './module-patch.ts';

/** antd's ConfigProvider. */
export const CONFIG_PROVIDER_MODULE = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
/** The ColorPicker's presets panel, whose `isBright` the Button's and the Tag's style tokens import. */
export const COLOR_PRESETS_MODULE = /[\\/]antd[\\/]es[\\/]color-picker[\\/]components[\\/]ColorPresets\.js$/;

const UNIQUE_PROVIDER_IMPORT = "import UniqueProvider from '../tooltip/UniqueProvider';\n";
// Rendered only under `tooltip.unique`: its first render would wait for the code (the portal sets no such option).
const UNIQUE_PROVIDER_LAZY = "const UniqueProvider = React.lazy(() => import('../tooltip/UniqueProvider'));\n";
const REACT_NAMESPACE = /^import \* as React from 'react';$/m;

const COLLAPSE_IMPORT = "import Collapse from '../../collapse';\n";
// The presets panel's Collapse shows once its code is here (the portal shows no ColorPicker).
const COLLAPSE_LAZY = `const LazyCollapse = React.lazy(() => import('../../collapse'));
const Collapse = (props) => React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyCollapse, props));
`;
const REACT_DEFAULT = /^import React\b.* from 'react';$/m;

/** `lazy` in place of the static `imported`; `react` must bind `React` in the module, which `lazy` uses. */
function replaceImport(code: string, module: string, [imported, lazy]: [string, string], react: RegExp): string {
  if (!occursOnce(code, imported) || !react.test(code)) {
    throw new Error(`build/antd-first-load.ts: antd’s ${module} has changed; check the transform`);
  }
  return code.replace(imported, lazy);
}

/** ConfigProvider with the unique tooltips' provider loaded when it renders. Throws when the module has changed. */
export const lazyUniqueTooltips = (code: string): string =>
  replaceImport(code, 'ConfigProvider', [UNIQUE_PROVIDER_IMPORT, UNIQUE_PROVIDER_LAZY], REACT_NAMESPACE);

/** The ColorPicker's presets panel with its Collapse loaded when it renders. Throws when the module has changed. */
export const lazyPresetsCollapse = (code: string): string =>
  replaceImport(code, 'ColorPicker presets', [COLLAPSE_IMPORT, COLLAPSE_LAZY], REACT_DEFAULT);

/** Both transforms, in a build. */
export const antdFirstLoad = () => [
  modulePatch('antd-lazy-unique-tooltips', CONFIG_PROVIDER_MODULE, lazyUniqueTooltips),
  modulePatch('antd-lazy-presets-collapse', COLOR_PRESETS_MODULE, lazyPresetsCollapse),
];
