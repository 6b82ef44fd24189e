import { Alert } from 'antd';
import { useState } from 'react';
import { isSupportedBrowser } from '@/lib/device';

const DISMISSED_KEY = 'browserPromptDismissed';

function dismissedBefore(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Spec 9: visitors outside the browser allow-list get a dismissible prompt at the top of the page. */
export function BrowserSupportBanner({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const [visible, setVisible] = useState(() => !isSupportedBrowser(userAgent) && !dismissedBefore());
  if (!visible) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: the prompt simply comes back on the next visit.
    }
    setVisible(false);
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
