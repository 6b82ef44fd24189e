import dayjs from 'dayjs';
import { DATE } from './data/prng';
import type { PositionRecord } from './data/positions';
import { MOCK_PUBLISHED_STORAGE_KEY, type PublishRequest } from './published-key';

export { MOCK_PUBLISHED_STORAGE_KEY, type PublishRequest };

/**
 * Test-only switch (mock mode only, like the fault switches): "a job was just published". Each request adds one open
 * position matching its filters, published today, to the list and detail answers — so a saved search can show
 * "新增 1" (e2e/saved-searches.spec.ts, docs/decisions/070). In the browser the requests live in local storage under
 * `mockPublished` (the handlers read it on every call; `?mockReset=1` removes it); in vitest, in memory.
 * The id of the n-th (1-based) published job. */
export const publishedPositionId = (n: number) => `PDNEW${n}`;

let memory: PublishRequest[] = [];

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function isRequest(value: unknown): value is PublishRequest {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).recruitType === 'string';
}

function requests(): PublishRequest[] {
  const store = storage();
  if (!store) return memory;
  try {
    const parsed: unknown = JSON.parse(store.getItem(MOCK_PUBLISHED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRequest) : [];
  } catch {
    return [];
  }
}

/** Publishes a job matching `request` now (vitest; e2e writes the storage key itself). */
export function publishMockPosition(request: PublishRequest): void {
  memory = [...requests(), request];
  storage()?.setItem(MOCK_PUBLISHED_STORAGE_KEY, JSON.stringify(memory));
}

export function clearPublishedPositions(): void {
  memory = [];
  storage()?.removeItem(MOCK_PUBLISHED_STORAGE_KEY);
}

/** The published jobs: a copy of the first open position matching each request, with a new id, published today. */
export function publishedPositions(
  positions: PositionRecord[],
  matches: (position: PositionRecord, request: PublishRequest) => boolean,
): PositionRecord[] {
  const today = dayjs().format(DATE);
  return requests().flatMap((request, index) => {
    const like = positions.find((position) => position.isValid && matches(position, request));
    const id = publishedPositionId(index + 1);
    return like ? [{ ...like, id, positionForeignId: `PF-${id}`, publishDate: today, heat: 0 }] : [];
  });
}
