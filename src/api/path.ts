/**
 * Path patterns use `:name` placeholders, the syntax msw understands, so the mock handlers
 * and the fetchers share one source of truth for every path.
 */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
