import { act, render } from '@testing-library/react';
import { ConfigProvider, message } from 'antd';
import { useEffect } from 'react';
import { messageChannel, type MessageApi } from '@/lib/feedback/feedback';

/**
 * antd's message holder attached to the portal's toast channel, each toast shown inside act: lib tests call the
 * HTTP client outside any React event, and the holder's update must not land outside act.
 */
function ActMessageHolder() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    const inAct =
      (type: keyof MessageApi): MessageApi[typeof type] =>
      (...args: Parameters<MessageApi[typeof type]>) => {
        let shown: ReturnType<MessageApi[typeof type]> | undefined;
        act(() => {
          shown = api[type](...args);
        });
        return shown as ReturnType<MessageApi[typeof type]>;
      };
    messageChannel.attach({ success: inAct('success'), error: inAct('error'), warning: inAct('warning') });
    return () => messageChannel.attach(undefined);
  }, [api]);
  return holder;
}

let unmountHost: (() => void) | undefined;

/** Shows the client's toasts for real (antd message, 3 s) in a lib test without the app around it. */
export function showToasts(): void {
  unmountHost = render(
    <ConfigProvider>
      <ActMessageHolder />
    </ConfigProvider>,
  ).unmount;
}

/** Removes the toast host and every toast it left (jsdom never ends their leave animation). */
export function clearToasts(): void {
  unmountHost?.();
  unmountHost = undefined;
  document.querySelectorAll('.ant-message').forEach((node) => node.remove());
}
