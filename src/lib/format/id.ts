/**
 * A random identifier of 32 lowercase hex characters (rule CONST-19), from 16 bytes of
 * `crypto.getRandomValues` — never `Math.random`, so ids do not collide across tabs.
 */
export function generateId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
