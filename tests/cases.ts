import { describe } from 'vitest';

/**
 * Runs one `*.cases.ts(x)` module of a group test file inside its own describe block, so the hooks its top level
 * declares (a toast host torn down, a stubbed global restored) apply to its own cases and not to the modules after it.
 * A group file holds the cases of several modules in one jsdom window, one setup and one warm module graph
 * (docs/decisions/089, 090).
 */
export function cases(name: string, load: () => Promise<unknown>): void {
  describe(name, async () => {
    await load();
  });
}
