/**
 * Path patterns use `:name` placeholders, the syntax msw understands, so the mock handlers
 * and the fetchers share one source of truth for every path. A value is one path segment: it is
 * percent-encoded, and an empty, `.` or `..` value is refused (the browser would drop or climb a segment,
 * calling another endpoint than the one named).
 */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    const text = String(value);
    if (text === '' || text === '.' || text === '..') throw new Error(`Invalid path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(text);
  });
}
