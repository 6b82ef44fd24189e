import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deliveryMutations, type DeliveryResult } from '@/api/delivery';
import type { FriendResumeSummary } from '@/api/referral';
import type { RecruitType } from '@/lib/config/business';
import { confirmDialog } from '@/lib/feedback';
import { usePagePath } from '@/lib/routing';
import { SIMILAR_REFERRED_FALLBACK, SIMILAR_REFERRED_TITLE } from '../lib/friend-resume';

/** What the result page learns from the referral besides the URL: the friend's name (kept out of the address). */
export interface ReferResultState {
  friendName?: string;
}

/**
 * Refers a friend's resume to a position demand and acts on the send status (rule STATE-10): 0 goes to the result
 * page; 1 shows the already-referred notice; 3 explains the 90-day rule and offers my referrals or other jobs. The
 * call goes once however often the button is clicked (rule DRAFT-7).
 */
export function useReferFriend(positionDemandId: string, positionId: string, recruitType: RecruitType) {
  const navigate = useNavigate();
  const path = usePagePath();
  const refer = useMutation(deliveryMutations.referFriend());
  const sending = useRef(false);
  const [notice, setNotice] = useState<DeliveryResult>();
  // After a recorded referral the page stays busy until the result page has loaded: a click meanwhile sends nothing.
  const [leaving, setLeaving] = useState(false);

  const submit = (friend: FriendResumeSummary) => {
    if (sending.current) return;
    sending.current = true;
    setNotice(undefined);
    refer.mutate(
      { id: friend.id, positionId, positionDemandId },
      {
        onSuccess: (result) => {
          if (result.sendStatus === 0) {
            setLeaving(true);
            const state: ReferResultState = { friendName: friend.name };
            navigate(path('sendResult', { query: { id: positionDemandId, recordId: result.recordId } }), { state });
            return;
          }
          sending.current = false;
          if (result.sendStatus === 1) {
            setNotice(result);
          } else {
            confirmDialog({
              title: SIMILAR_REFERRED_TITLE,
              content: result.message || SIMILAR_REFERRED_FALLBACK,
              okText: '查看我的推荐',
              cancelText: '看看其他职位',
              onOk: () => navigate(path('myPush')),
              onCancel: () => navigate(path('job', { query: { activeKey: recruitType } })),
            });
          }
        },
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  return { submit, pending: refer.isPending || leaving, notice, clearNotice: () => setNotice(undefined) };
}
