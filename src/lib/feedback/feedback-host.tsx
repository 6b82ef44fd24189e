import { Suspense, lazy, useEffect, useState } from 'react';
import type { DeferredApi } from './deferred-api';
import { messageChannel, modalChannel } from './feedback';

const MessageHolder = lazy(() => import('./message-holder'));
const ModalHolder = lazy(() => import('./modal-holder'));

function useRequested<Api>(channel: DeferredApi<Api>): boolean {
  const [requested, setRequested] = useState(false);
  useEffect(() => channel.onRequest(() => setRequested(true)), [channel]);
  return requested;
}

/**
 * Place once inside antd's ConfigProvider: renders nothing until the first `toast` or `confirmDialog`, then loads
 * antd's message (or modal) holder in place, so what it shows is themed like the rest of the portal.
 */
export function FeedbackHost() {
  const message = useRequested(messageChannel);
  const modal = useRequested(modalChannel);
  // One boundary each: the modal holder loading later must not hide the toasts already on screen.
  return (
    <>
      {message && (
        <Suspense fallback={null}>
          <MessageHolder />
        </Suspense>
      )}
      {modal && (
        <Suspense fallback={null}>
          <ModalHolder />
        </Suspense>
      )}
    </>
  );
}
