import humps from 'humps';

/** Plain objects and arrays are converted; FormData, Blob, URLSearchParams, strings and the like are not. */
function isConvertible(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * camelCase → snake_case keys, deeply (values untouched). Non-plain values pass through. Keys named in `keep`
 * stay as given at any depth (a server field spelled in camelCase, e.g. the delivery's `uuId`).
 */
export function toSnakeCaseKeys<T>(value: T, keep: readonly string[] = []): T {
  if (!isConvertible(value)) return value;
  if (keep.length === 0) return humps.decamelizeKeys(value) as T;
  return humps.decamelizeKeys(value, (key, convert, options) => (keep.includes(key) ? key : convert(key, options))) as T;
}

/** snake_case → camelCase keys, deeply (values untouched). Non-plain values pass through. */
export function toCamelCaseKeys<T>(value: T): T {
  return isConvertible(value) ? (humps.camelizeKeys(value) as T) : value;
}
