import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '@/lib/config/env';
import { App } from '@/app/app';

async function boot(): Promise<void> {
  if (config.mock) {
    // Mock mode only: the import is dropped from a production build (decisions 3).
    const { startMockWorker } = await import('@/mocks/browser');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('root element missing');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
