import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm ci` refuses a lock that lacks an entry for any optional dependency, even one for another platform; the
// registry reachable here omits some of them (docs/decisions/025). This fails in seconds instead of in CI's install.
describe('package-lock.json', () => {
  it('has an entry for every optional dependency of every package (else run node scripts/complete-lockfile.mjs)', () => {
    const lock = JSON.parse(readFileSync(resolve(process.cwd(), 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    // npm resolves a dependency of `a/node_modules/b` from `a/node_modules/b/node_modules/`, then each folder up.
    const resolves = (from: string, name: string): boolean => {
      for (let base = from; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
        if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
        if (!base) return false;
      }
    };
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {}).filter((name) => !resolves(path, name)),
    );
    expect(missing).toEqual([]);
  });
});
