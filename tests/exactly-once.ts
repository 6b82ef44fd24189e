import { act, waitFor, type waitForOptions } from '@testing-library/react';
import { expect } from 'vitest';
import { server } from '@/mocks/node';

// Requests the mock backend has started and not yet answered, counted for the whole test file.
let started = 0;
let inFlight = 0;
server.events.on('request:start', () => {
  started += 1;
  inFlight += 1;
});
server.events.on('request:end', () => {
  inFlight -= 1;
});

/** Waits until every request under way is answered and React has rendered what the answers brought, twice over. */
async function settle(options?: waitForOptions): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    const before = started;
    await waitFor(() => expect(inFlight).toBe(0), options);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    if (started === before && inFlight === 0) return;
  }
  throw new Error('the page kept sending requests');
}

/**
 * Waits for the first item of `read()`, lets the page settle (every request answered, nothing new sent), then
 * requires exactly one: unlike `waitFor(() => expect(list).toHaveLength(1))`, a late duplicate fails.
 */
export async function expectExactlyOne(read: () => readonly unknown[], options?: waitForOptions): Promise<void> {
  await waitFor(() => expect(read().length).toBeGreaterThan(0), options);
  await settle(options);
  expect(read()).toHaveLength(1);
}
