import { seedCatalog, seedState, type MockCatalog, type MockState } from './data/seed';
import { MOCK_DB_STORAGE_KEY } from './db-key';
import { clearMockFaults } from './faults';
import { clearPublishedPositions } from './published-positions';

export { MOCK_DB_STORAGE_KEY } from './db-key';
const VERSION = 1;

let catalog: MockCatalog | undefined;
let state: MockState | undefined;
let persist = false;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function load(): MockState | undefined {
  const raw = storage()?.getItem(MOCK_DB_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { version?: number; state?: MockState };
    return parsed.version === VERSION && parsed.state ? parsed.state : undefined;
  } catch {
    return undefined;
  }
}

/** The read-only reference data (positions, campus content), seeded on first use. */
export function getCatalog(): MockCatalog {
  catalog ??= seedCatalog();
  return catalog;
}

/** The mutable demo state; in the browser it starts from local storage when a previous session left one. */
export function getState(): MockState {
  state ??= (persist ? load() : undefined) ?? seedState(getCatalog());
  return state;
}

/** Call after every write: saves the state where persistence is on. */
export function commit(): void {
  if (!persist || !state) return;
  try {
    storage()?.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify({ version: VERSION, state }));
  } catch {
    // A full storage only loses persistence, never the running demo.
  }
}

/** A new id for a created record, e.g. `nextId('AP')` → `AP1001`. */
export function nextId(prefix: string): string {
  const current = getState();
  current.seq += 1;
  return `${prefix}${current.seq}`;
}

/** Browser worker: keep the demo state across reloads (local storage). */
export function enablePersistence(): void {
  persist = true;
  state = undefined;
}

/** Restores the seeded data, forgets the persisted state and clears the fault switches and published test jobs. */
export function resetMockDb(): void {
  catalog = undefined;
  state = undefined;
  storage()?.removeItem(MOCK_DB_STORAGE_KEY);
  clearMockFaults();
  clearPublishedPositions();
}
