import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** A file of an installed package (its path and text), for the build's dependency patches to be tested on. */
export function installedModule(pkg: string, ...path: string[]): { file: string; text: string } {
  const file = join(dirname(require.resolve(`${pkg}/package.json`)), ...path);
  return { file, text: readFileSync(file, 'utf8') };
}
