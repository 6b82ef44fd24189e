/**
 * What error reporting may send (docs/decisions/054): no query strings (a friend's phone travels as `keyword`, the
 * staff token as `token`), nothing that looks like a phone number, a JWT, a bearer token or a long secret. Applied
 * to every breadcrumb and event the SDK sends, and to the context the app adds.
 */

/** Replacements, in order: a URL's query and fragment first, then secrets anywhere in the text. */
const RULES: [RegExp, string][] = [
  // Any `?query` (and `#fragment`) of a URL or path: everything after `?` up to white space or a quote.
  [/\?[^\s"'<>`]*/g, '?[filtered]'],
  [/#[^\s"'<>`]+/g, ''],
  // JWTs (three base64url parts, the first `eyJ`), then `Bearer …`.
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\bBearer\s+\S+/gi, 'Bearer [token]'],
  // Long opaque strings with a digit (hex or base64url of 32+ characters): tokens, codes, keys — not long words.
  [/(?<![\w-])(?=[\w-]*\d)[\w-]{32,}/g, '[secret]'],
  // Mainland mobile numbers (optionally +86 / 86 and separated by spaces or dashes), and any run of 7+ digits.
  [/(?:\+?86[\s-]?)?1[3-9]\d(?:[\s-]?\d){8}/g, '[phone]'],
  [/\d{7,}/g, '[number]'],
];

/** Keys whose values are dropped whole, whatever they hold. */
const SECRET_KEYS = /^(?:token|access_?token|authorization|cookie|cookies|password|phone|mobile|keyword|query_string)$/i;

/** The SDK's own identifiers (32 hex digits and the like), sent as they are: they identify the report, no one. */
const SDK_ID_KEYS = /^(?:event_id|trace_id|span_id|parent_span_id|sid|replay_id|profile_id|release|dist)$/;

/** A string with every query, phone-like number and token-like value replaced. */
export function scrubText(text: string): string {
  return RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A deep copy of `value` with every string scrubbed and secret-named keys dropped; cycles are cut. */
export function scrubValue<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]' as T;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item, seen)) as T;
  // An error in the context is sent as its text (the original is left alone).
  if (value instanceof Error) return scrubText(`${value.name}: ${value.message}`) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEYS.test(key)) continue;
    copy[key] = SDK_ID_KEYS.test(key) ? item : scrubValue(item, seen);
  }
  return copy as T;
}
