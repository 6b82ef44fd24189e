import { message } from 'antd';
import { useEffect } from 'react';
import { messageChannel } from './feedback';

/** antd's message holder; loaded by `FeedbackHost` on the first toast. */
export default function MessageHolder() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    messageChannel.attach(api);
    return () => messageChannel.attach(undefined);
  }, [api]);
  return holder;
}
