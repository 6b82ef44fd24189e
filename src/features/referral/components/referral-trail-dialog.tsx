import { useQuery } from '@tanstack/react-query';
import { Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { referralQueries, type ReferralWithTrail } from '@/api/referral';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { ReferralTrail } from './referral-trail';

interface ReferralTrailDialogProps {
  /** The referral whose trail is open (`?referral=`), or undefined when closed. */
  id: string | undefined;
  /** The referral as the list on screen has it: shown at once while its own answer comes. */
  shown: ReferralWithTrail | undefined;
  onClose: () => void;
}

/**
 * The trail of one referral in a dialog over my referrals (issue 23; antd's Drawer styles are left out of the bundle,
 * decisions 015). It reads the referral itself, so a link from the points bill opens the trail of a referral on any
 * page of the list; the row on screen stands in meanwhile. Esc or the close button closes it, and the focus goes
 * back to the button that opened it.
 */
export function ReferralTrailDialog({ id, shown, onClose }: ReferralTrailDialogProps) {
  // The last id stays while the dialog fades out, so its content does not change as it goes.
  const [lastId, setLastId] = useState(id);
  if (id && id !== lastId) setLastId(id);
  const referral = useQuery({
    ...referralQueries.referral(lastId ?? ''),
    enabled: lastId !== undefined,
    placeholderData: shown?.id === lastId ? shown : undefined,
  });

  let body;
  if (referral.isError && !referral.data) {
    body = <LoadErrorResult what="推荐进度" onRetry={() => void referral.refetch()} retrying={referral.isFetching} />;
  } else if (!referral.data) {
    body = (
      <LoadingRegion label="推荐进度加载中">
        <Skeleton active paragraph={{ rows: 3 }} />
        <Skeleton active title={false} paragraph={{ rows: 6 }} style={{ marginTop: 24 }} />
      </LoadingRegion>
    );
  } else {
    body = <ReferralTrail referral={referral.data} />;
  }

  const friend = referral.data?.friendName;
  return (
    <Modal
      open={id !== undefined}
      onCancel={onClose}
      footer={null}
      width={560}
      closable={{ 'aria-label': '关闭推荐进度' }}
      title={
        // antd names the dialog by its title: the heading is that name.
        <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{friend ? `${friend}的推荐进度` : '推荐进度'}</h2>
      }
    >
      {body}
    </Modal>
  );
}
