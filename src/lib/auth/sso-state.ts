import { readJson, removeKey, safeSessionStorage, writeJson, type StorageLike } from '@/lib/storage';

/**
 * The OAuth `state` of sign-in attempts (RFC 6749 §10.12, docs/decisions/050). Each trip to the SSO carries a fresh
 * random value that this tab keeps; the login page exchanges a code only when the same value comes back, so a link
 * carrying someone else's code cannot sign a victim in as that someone.
 */
export const SSO_STATE_KEY = 'ssoStates';
/** How long an attempt may take at the SSO before its state is refused (a slow password reset included). */
export const SSO_STATE_TTL_MS = 30 * 60 * 1000;
/** A few attempts at once: a second redirect (StrictMode, a double click) must not void the first. */
const MAX_PENDING = 5;

interface PendingState {
  value: string;
  issuedAt: number;
}

function isPendingList(value: unknown): value is PendingState[] {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const record = item as Record<string, unknown>;
      return typeof record.value === 'string' && typeof record.issuedAt === 'number';
    })
  );
}

function pending(storage: StorageLike | undefined, now: number): PendingState[] {
  return readJson<PendingState[]>(storage, SSO_STATE_KEY, [], isPendingList).filter(
    (item) => item.issuedAt <= now && now - item.issuedAt < SSO_STATE_TTL_MS,
  );
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new state for one sign-in attempt, remembered by this tab (session storage). */
export function createSsoState(storage = safeSessionStorage(), now = Date.now()): string {
  const value = randomState();
  writeJson(storage, SSO_STATE_KEY, [...pending(storage, now), { value, issuedAt: now }].slice(-MAX_PENDING));
  return value;
}

/**
 * Whether `state` is one this tab sent to the SSO and that has not expired. Pure: the login page may ask twice
 * (StrictMode); the states are forgotten once the sign-in completes (`clearSsoStates`).
 */
export function isExpectedSsoState(state: string | null | undefined, storage = safeSessionStorage(), now = Date.now()): boolean {
  if (typeof state !== 'string' || !/^[0-9a-f]{32}$/.test(state)) return false;
  return pending(storage, now).some((item) => item.value === state);
}

/** Forgets every pending state: after a completed sign-in, and at logout. */
export function clearSsoStates(storage = safeSessionStorage()): void {
  removeKey(storage, SSO_STATE_KEY);
}
