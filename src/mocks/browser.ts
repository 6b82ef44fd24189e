import { setupWorker } from 'msw/browser';
import { enablePersistence, resetMockDb } from './db';
import { parseFaultParam, setMockFaults } from './faults';
import { dispatchTo } from './dispatch';
import { handlers } from './handlers';
import { setMockLatency } from './route';

declare global {
  interface Window {
    /** Restores the seeded demo data and reloads (mock mode only). */
    __mockReset?: () => void;
  }
}

/** Query parameters the mock mode reads once at start, then removes from the address bar. */
export const MOCK_RESET_PARAM = 'mockReset';
export const MOCK_FAULT_PARAM = 'mockFault';
export const MOCK_LATENCY_PARAM = 'mockLatency';
const LATENCY_KEY = 'mockLatency';

/**
 * Server-like latency is on in demos and off in the e2e build (`VITE_MOCK_LATENCY=off`, docs/decisions/060), where a
 * test waits for what a user waits for and nothing else. `?mockLatency=on|off` overrides the build for this browser.
 */
function latencyWanted(): boolean {
  const stored = localStorage.getItem(LATENCY_KEY);
  if (stored === 'on' || stored === 'off') return stored === 'on';
  return import.meta.env.VITE_MOCK_LATENCY !== 'off';
}

/**
 * `?mockReset=1` restores the seeded data; `?mockFault=kind:match[,…]` (e.g. `network:position_demand`,
 * `500:*`, `off`) writes the fault switches to local storage. Both are then removed from the URL.
 */
function applyQuerySwitches(): void {
  const url = new URL(window.location.href);
  let changed = false;
  if (url.searchParams.get(MOCK_RESET_PARAM) === '1') {
    resetMockDb();
    url.searchParams.delete(MOCK_RESET_PARAM);
    changed = true;
  }
  const fault = url.searchParams.get(MOCK_FAULT_PARAM);
  if (fault !== null) {
    setMockFaults(parseFaultParam(fault));
    url.searchParams.delete(MOCK_FAULT_PARAM);
    changed = true;
  }
  const latency = url.searchParams.get(MOCK_LATENCY_PARAM);
  if (latency === 'on' || latency === 'off') {
    localStorage.setItem(LATENCY_KEY, latency);
    url.searchParams.delete(MOCK_LATENCY_PARAM);
    changed = true;
  }
  if (changed) window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Starts the mock backend in the browser (mode dev only): persisted demo state, server-like latency unless off. */
export async function startMockWorker(): Promise<void> {
  enablePersistence();
  applyQuerySwitches();
  setMockLatency(latencyWanted());
  window.__mockReset = () => {
    resetMockDb();
    window.location.reload();
  };
  const worker = setupWorker(dispatchTo(handlers));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
