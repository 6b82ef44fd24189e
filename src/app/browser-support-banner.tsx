import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { browserVerdict, loadDeviceModule } from './device-check';

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
    <Alert
      banner
      type="warning"
      title="您当前使用的浏览器版本过低或不受支持，部分功能可能无法正常使用。建议使用 Chrome 68 及以上版本的浏览器访问。"
      closable={{ onClose: dismiss, 'aria-label': '关闭提示' }}
    />
  );
}
