import { http, type HttpHandler } from 'msw';

/** The fixed start of a handler's path (`*\/api/recruit/position_demand/:id` → `/api/recruit/position_demand/`). */
function fixedPart(path: HttpHandler['info']['path']): string {
  if (typeof path !== 'string' || !path.startsWith('*')) return '';
  const end = path.slice(1).search(/[:*]/);
  return end === -1 ? path.slice(1) : path.slice(1, end + 1);
}

function methodMatches(method: HttpHandler['info']['method'], requested: string): boolean {
  return typeof method === 'string' ? method.toUpperCase() === requested.toUpperCase() : method.test(requested);
}

/**
 * The mock backend's handlers behind one msw handler. msw asks each handler in turn whether a request is its own, and
 * each reads the request's cookies first (`document.cookie` and msw's cookie store): with the backend's ~100
 * handlers that cost every call about 100 cookie reads, ~0.5 s of a page's boot in Chromium (docs/decisions/081).
 * Here a handler is asked only when the method and the fixed start of its path fit; it then decides as before
 * (msw's own matching, path parameters, order: the first that answers wins), so the handlers behave the same.
 */
export function dispatchTo(handlers: readonly HttpHandler[]): HttpHandler {
  const routes = handlers.map((handler) => ({ handler, fixed: fixedPart(handler.info.path) }));
  return http.all('*', async ({ request, requestId }) => {
    const { pathname } = new URL(request.url);
    for (const { handler, fixed } of routes) {
      if (!methodMatches(handler.info.method, request.method) || !pathname.includes(fixed)) continue;
      const result = await handler.run({ request, requestId });
      if (result) return result.response;
    }
    return undefined;
  });
}
