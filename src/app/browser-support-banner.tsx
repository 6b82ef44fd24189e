import { Suspense, lazy, useEffect, useState } from 'react';
import { browserVerdict, loadDeviceModule } from './device-check';

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

/**
 * Spec 9: visitors outside the browser allow-list get a dismissible prompt at the top of the page.
 * main.tsx loads the device module before the first render whenever the verdict needs it, so the prompt
 * is there from the first paint; the effect covers renders without that (tests, other entry points).
 */
export function BrowserSupportBanner({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const [supported, setSupported] = useState(() => browserVerdict(userAgent));
  const [dismissed, setDismissed] = useState(dismissedBefore);
  useEffect(() => {
    if (supported !== undefined) return undefined;
    let active = true;
    void loadDeviceModule().then(({ isSupportedBrowser }) => {
      if (active) setSupported(isSupportedBrowser(userAgent));
    });
    return () => {
      active = false;
    };
  }, [supported, userAgent]);
  if (supported !== false || dismissed) return null;
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
