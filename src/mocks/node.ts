import { setupServer } from 'msw/node';
import { resetMockDb as resetDb } from './db';
import { dispatchTo } from './dispatch';
import { handlers } from './handlers';
import { clearTrackedEvents } from './handlers/misc';

export { setMockFaults, type MockFault, type MockFaultKind } from './faults';
export { getTrackedEvents } from './handlers/misc';
export { publishMockPosition } from './published-positions';

/** The mock backend for vitest (msw/node). */
export const server = setupServer(dispatchTo(handlers));

/** Restores the seeded data, clears fault switches and recorded tracking events (between tests). */
export function resetMockDb(): void {
  resetDb();
  clearTrackedEvents();
}
