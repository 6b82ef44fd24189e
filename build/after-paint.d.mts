// Types of build/after-paint.mjs for its TypeScript importers (build/first-screen.ts, the tests).
export const AFTER_PAINT_PRELOADS: 'after-paint-preloads';
export const AFTER_PAINT_APP: 'after-paint-app';
export const VERDICT_WORKER_GLOBAL: '__verdictWorker';
export const AFTER_PAINT_SOURCE: string;
export const AFTER_PAINT_HASH: string;
export function afterPaint(id: string, content: string, verdictWorker?: string): string;
