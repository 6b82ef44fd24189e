import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for vitest (msw/node). */
export const server = setupServer(...handlers);

/** Restores the seeded data between tests. */
export function resetMockDb(): void {
  // Replaced by the stateful store of the mock backend.
}
