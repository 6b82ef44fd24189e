import { setMockFaults, type MockFault } from '@/mocks/faults';
import { renderApp } from '../../app/render-app';
import { signInAs, visit } from '../../api/session';

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
