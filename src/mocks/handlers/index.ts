import type { RequestHandler } from 'msw';

/** Every handler of the mock backend, shared by the browser worker, vitest and e2e. */
export const handlers: RequestHandler[] = [];
