import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the mock backend in the browser (mode dev only). */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
