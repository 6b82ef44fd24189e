import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '@/lib/config/env';
import { deviceRedirectTarget } from '@/lib/device';
import { initErrorReporting } from '@/lib/error-reporting';
import { App } from '@/app/app';

async function boot(): Promise<void> {
  // Decisions 2: phones go to the mobile app, desktops on an h5 path back to the web app — before rendering.
  const target = deviceRedirectTarget(navigator.userAgent, window.location.pathname, window.location.search, config);
  if (target) {
    window.location.replace(target);
    return;
  }
  void initErrorReporting();
  // The literal check lets a production build drop the mock backend entirely (decisions 3).
  if (import.meta.env.VITE_MOCK === 'true') {
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
