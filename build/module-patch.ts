import type { Plugin } from 'vite';

/**
 * A build plugin that rewrites the one dependency module matching `module` with `patch` (rc-table's measurement,
 * rc-motion's mount: docs/decisions/094, 095). Build only: the dev server pre-bundles dependencies, and the unit tests
 * load them from `node_modules`. A patch throws when the module no longer reads as expected, which stops the build.
 */
export function modulePatch(name: string, module: RegExp, patch: (code: string) => string): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!module.test(id.split('?')[0])) return null;
      return { code: patch(code), map: null };
    },
  };
}

/** Whether `part` occurs exactly once in `code`: a patch's check that a dependency module still reads as expected. */
export const occursOnce = (code: string, part: string): boolean => code.split(part).length === 2;
