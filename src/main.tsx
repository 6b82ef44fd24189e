import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '@/lib/config/env';
import { initErrorReporting } from '@/lib/error-reporting';
import { initAnalytics } from '@/lib/tracking';
import { App } from '@/app/app';
import { loadDeviceModule, needsDeviceModule } from '@/app/device-check';

async function boot(): Promise<void> {
  // Decisions 2: phones go to the mobile app, desktops on an h5 path back to the web app — before rendering.
  // ua-parser-js loads only when a redirect or the browser prompt may apply (not for a current desktop browser).
  const { pathname, search } = window.location;
  if (needsDeviceModule(navigator.userAgent, pathname, config)) {
    const { deviceRedirectTarget } = await loadDeviceModule();
    const target = deviceRedirectTarget(navigator.userAgent, pathname, search, config);
    if (target) {
      window.location.replace(target);
      return;
    }
  }
  void initErrorReporting();
  // The third-party analytics SDK, when VITE_ANALYTICS_SDK_URL names one (no-op otherwise; never blocks the render).
  void initAnalytics();
  // The literal check lets a production build drop the mock backend entirely (decisions 3).
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMockWorker } = await import('@/mocks/browser');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('root element missing');
  const reactRoot = createRoot(root);
  // A transition render yields to the browser every few milliseconds instead of blocking it for the whole first render.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void boot();
