// antd's breakpoint observer is made once per component, so every Avatar, Table and Pagination listens to the seven
// breakpoint media queries on its own (issue 24, docs/decisions/119).
//
// `useResponsiveObserver` returns a new observer from a `useMemo` of each component that calls `useBreakpoint`, and the
// observer registers its seven `matchMedia` listeners when its first subscriber comes. The ranking's twenty avatars, its
// table and its pager thus queried `matchMedia` 169 times during the page's load, adding as many listeners in the task
// that commits the rows, and removed them all when they left. This transform keeps one observer per theme token (the
// breakpoints are the token's, and antd's token cache keeps one token object per theme), as antd 4's module-level
// observer was: the first subscriber registers the listeners, the last one to leave removes them. The observer itself
// is unchanged.
import { modulePatch, occursOnce } from './module-patch.ts';

/** antd's breakpoint observer, as `useBreakpoint` imports it. */
export const RESPONSIVE_OBSERVER_MODULE = /[\\/]antd[\\/]es[\\/]_util[\\/]responsiveObserver\.js$/;

const PER_COMPONENT = '  return React.useMemo(() => {\n    const subscribers = new Map();';
const PER_COMPONENT_END = '\n  }, [responsiveMap]);\n};';
const SHARED = '  return React.useMemo(() => sharedObserver(token, () => {\n    const subscribers = new Map();';
const SHARED_END = '\n  }), [responsiveMap]);\n};';
// The breakpoints are the theme token's: one observer per token, which antd's token cache keeps as one object per theme.
const SHARED_OBSERVERS = `
const sharedObservers = new WeakMap();
const sharedObserver = (token, create) => {
  let observer = sharedObservers.get(token);
  if (!observer) {
    observer = create();
    sharedObservers.set(token, observer);
  }
  return observer;
};
const useResponsiveObserver = () => {`;
const HOOK = '\nconst useResponsiveObserver = () => {';
const TOKEN = '\n  const [, token] = useToken();\n';

/**
 * antd's breakpoint observer module with one observer per theme token instead of one per component. Throws when
 * the module no longer reads as expected (an antd update): the build stops instead of patching something else.
 */
export function shareBreakpointObserver(code: string): string {
  const start = code.indexOf(PER_COMPONENT);
  const end = code.indexOf(PER_COMPONENT_END);
  if (
    !occursOnce(code, HOOK) ||
    !occursOnce(code, TOKEN) ||
    code.indexOf(TOKEN) < code.indexOf(HOOK) ||
    code.indexOf(TOKEN) > start ||
    !occursOnce(code, PER_COMPONENT) ||
    !occursOnce(code, PER_COMPONENT_END) ||
    start < code.indexOf(HOOK) ||
    end < start
  ) {
    throw new Error('build/shared-breakpoints.ts: antd’s breakpoint observer has changed; check the transform');
  }
  return code.replace(HOOK, SHARED_OBSERVERS).replace(PER_COMPONENT, SHARED).replace(PER_COMPONENT_END, SHARED_END);
}

/** Applies `shareBreakpointObserver` to antd's breakpoint observer in a build. */
export const sharedBreakpoints = () => modulePatch('shared-breakpoints', RESPONSIVE_OBSERVER_MODULE, shareBreakpointObserver);
