import { beforeAll } from 'vitest';
import { preloadPageAt } from '@/app/routes';
import { setMockFaults, type MockFault } from '@/mocks/faults';
import { renderApp } from '../../app/render-app';
import { signInAs, visit } from '../../api/session';
import { WARM_TIMEOUT } from '../../setup';

/** Opens a portal page, signed out or as a demo account, optionally with mock faults switched on. */
export function openPage(path: string, options: { account?: string; faults?: MockFault[] } = {}) {
  if (options.account) signInAs(options.account, path);
  else visit(path);
  if (options.faults) setMockFaults(options.faults);
  return renderApp(path);
}

/**
 * How long a page may take to show a state. Nothing waits this long on purpose (the retry delay is 0 in tests): it is
 * room for a busy 2-core machine, where a resume form's first paint took over 5 s beside another heavy job.
 */
export const ERROR_TIMEOUT = { timeout: 10_000 };

/**
 * Loads, before a test file's tests, the code of the pages they open and of anything else they name (a module loaded on
 * first use): otherwise the file's first test waits for that code to be compiled and run — the job list's first
 * skeleton took 15.5 s beside the e2e journeys in a fresh-clone CI run, past the waits' 10 s — and a test's waits
 * should measure the app, not the compiler.
 */
export function warmBeforeTests(pagePaths: readonly string[], modules: readonly (() => Promise<unknown>)[] = []): void {
  beforeAll(async () => {
    await Promise.all([...pagePaths.map((path) => preloadPageAt(path)), ...modules.map((load) => load())]);
  }, WARM_TIMEOUT);
}
