import { Modal } from 'antd';
import { useEffect } from 'react';
import { modalChannel } from './feedback';

/** antd's modal holder; loaded by `FeedbackHost` on the first confirm dialog. */
export default function ModalHolder() {
  const [api, holder] = Modal.useModal();
  useEffect(() => {
    modalChannel.attach({ confirm: (props) => void api.confirm(props) });
    return () => modalChannel.attach(undefined);
  }, [api]);
  return holder;
}
