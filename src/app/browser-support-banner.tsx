import { Suspense, lazy, useState } from 'react';
import { isSupportedBrowser } from '@/lib/device';

// antd's Alert is needed by the few visitors on an unsupported browser only.
const BrowserPrompt = lazy(() => import('./browser-prompt'));

const DISMISSED_KEY = 'browserPromptDismissed';

function dismissedBefore(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Rule LINK-8: visitors outside the browser allow-list get a dismissible prompt at the top of the page. */
export function BrowserSupportBanner({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const [supported] = useState(() => isSupportedBrowser(userAgent));
  const [dismissed, setDismissed] = useState(dismissedBefore);
  if (supported || dismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: the prompt simply comes back on the next visit.
    }
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <BrowserPrompt onClose={dismiss} />
    </Suspense>
  );
}
