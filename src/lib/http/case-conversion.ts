import humps from 'humps';

/** Plain objects and arrays are converted; FormData, Blob, URLSearchParams, strings and the like are not. */
function isConvertible(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** camelCase → snake_case keys, deeply (values untouched). Non-plain values pass through. */
export function toSnakeCaseKeys<T>(value: T): T {
  return isConvertible(value) ? (humps.decamelizeKeys(value) as T) : value;
}

/** snake_case → camelCase keys, deeply (values untouched). Non-plain values pass through. */
export function toCamelCaseKeys<T>(value: T): T {
  return isConvertible(value) ? (humps.camelizeKeys(value) as T) : value;
}
