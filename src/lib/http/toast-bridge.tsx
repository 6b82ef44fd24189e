import { App } from 'antd';
import { useEffect } from 'react';
import { setToastApi } from './notify';

/**
 * Place once inside antd's `<App>`: the HTTP client's toasts then use the App context's `message`
 * (themed, and without antd's "static function can not consume context" warning).
 */
export function HttpToastBridge(): null {
  const { message } = App.useApp();
  useEffect(() => {
    setToastApi(message);
    return () => setToastApi(undefined);
  }, [message]);
  return null;
}
