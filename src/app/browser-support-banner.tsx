import { Suspense, lazy, useEffect, useState } from 'react';
import { browserSupported } from '@/lib/device';
import { whenIdle } from '@/lib/format/async';

// antd's Alert is needed by the few visitors on an unsupported browser only.
const BrowserPrompt = lazy(() => import('./browser-prompt'));

const DISMISSED_KEY = 'browserPromptDismissed';

/** When the browser is judged at the latest after the first render, if it is never idle before (ms). */
const CHECK_IDLE_TIMEOUT_MS = 2000;

function dismissedBefore(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Rule LINK-8: visitors outside the browser allow-list get a dismissible prompt at the top of the page. */
export function BrowserSupportBanner({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  // Read when the browser is first idle, not in the first render: the boot's worker judged the browser (matching the
  // user agent against ua-parser-js's browser patterns is a 20–30 ms task at 4× CPU), and nearly every visitor's browser
  // is supported, which shows nothing either way (docs/decisions/116, 118).
  const [supported, setSupported] = useState(true);
  useEffect(() => {
    let current = true;
    const cancel = whenIdle(() => void browserSupported(userAgent).then((verdict) => current && setSupported(verdict)), {
      timeout: CHECK_IDLE_TIMEOUT_MS,
    });
    return () => {
      current = false;
      cancel();
    };
  }, [userAgent]);
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
