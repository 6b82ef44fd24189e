import './scrub-url';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '@/lib/config/env';
import { initErrorReporting } from '@/lib/error-reporting';
import { initAnalytics } from '@/lib/tracking';
import { App } from '@/app/app';
import { preloadPageAt, routeAt, startPagePrefetch } from '@/app/routes';
import { queryClient } from '@/lib/http/query-client';
import { correctedAddress } from '@/app/layouts/shared-layout';
import { mobileVerdict, redirectTargetFor } from '@/lib/device';
import { withHandOffToken } from '@/lib/auth/url-token';
import { purgeExpiredDrafts } from '@/lib/storage';
import { nextTask } from '@/lib/format/async';
import { PAGE_CODE_MARK } from '@/app/boot-marks';

// The boot's steps run as tasks of their own (nextTask), after the one that evaluated the modules, so that none holds
// the main thread long (a task over 50 ms blocks input, and Lighthouse counts it in the Total Blocking Time).
async function boot(): Promise<void> {
  await nextTask();
  // Rules LINK-4, LINK-5: phones go to the mobile app, desktops on an h5 path back to the web app — before rendering.
  // The user agent is judged by a worker while the next steps run here (docs/decisions/116); the address is the one
  // the visitor came with.
  const { pathname, search } = window.location;
  const verdict = mobileVerdict(navigator.userAgent);
  await nextTask();
  // The literal check lets a production build drop the mock backend entirely (rule MOCK-1).
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMockWorker } = await import('@/mocks/browser');
    await startMockWorker();
  }
  // The link rules' address (LINK-1, LINK-2, CAMPUS-9) before the first render: the first commit is then the page
  // itself, not the frame around a correction (the layout still corrects addresses reached inside the app).
  // Read afresh: the mock backend may have taken its switches out of the query.
  const corrected = correctedAddress(window.location.pathname, window.location.search, window.location.hash);
  if (corrected) window.history.replaceState(window.history.state, '', corrected);
  // The page's server calls start now, beside its code and the first render, not when that render reaches the route
  // (the route view starts them too, for every later navigation; a call in flight is not sent twice).
  const at = routeAt(window.location.pathname);
  if (at) startPagePrefetch(at.entry, at.business, queryClient, window.location.search);
  await nextTask();
  // After the calls are on their way, in a task of their own; before the first render, which may read a draft.
  // Drafts past their age limit go unread (docs/decisions/052).
  purgeExpiredDrafts();
  // A staff QR's token, scrubbed from the address (./scrub-url), goes on to the h5 app with a phone only.
  const mobile = await verdict;
  const target = redirectTargetFor(mobile, pathname, mobile ? withHandOffToken(search) : search, config);
  if (target) {
    window.location.replace(target);
    return;
  }
  void initErrorReporting();
  // The third-party analytics SDK, when VITE_ANALYTICS_SDK_URL names one (no-op otherwise; never blocks the render).
  void initAnalytics();
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('root element missing');
  // A first screen from HTML (docs/decisions/080): the page's code first, so that React's first commit replaces that
  // screen with the page itself, in one frame, and never with the route's loading fallback. A failed load is the
  // page's own error to show, as without a first screen.
  if (root.firstChild) await preloadPageAt(window.location.pathname, window.location.search).catch(() => undefined);
  performance.mark(PAGE_CODE_MARK);
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
