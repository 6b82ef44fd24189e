import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deliveryMutations, type DeliveryResult } from '@/api/delivery';
import { useForgetActivityLimit } from '@/entities/activity/use-activity-limit';
import type { RecruitType } from '@/lib/config/business';
import { HTTP_MESSAGES, isHttpError } from '@/lib/http';
import { usePagePath } from '@/lib/routing';
import { confirmDialog } from '@/lib/feedback';
import { useBusinessStore } from '@/stores/business-store';

/** The same-job message of send status 1. */
export const ALREADY_DELIVERED_MESSAGE = '您已投递过该职位，请勿重复投递';

interface DeliverTarget {
  recruitType: RecruitType;
  positionDemandId: string;
  positionId: string;
  /** The special session the job belongs to: its delivery counts against the session's limit (rule CAMPUS-7). */
  activityId?: string;
}

/**
 * The one message of a failed special-session delivery, its call having shown none: the server's own words for a
 * refusal it explains (the session's limit reached …); nothing more after a 401 (the session's toast, rule ERR-3);
 * else the error catalogue's text (see docs/decisions/034).
 */
function specialSessionFailureMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return '投递未成功，请稍后重试';
  if (error.kind === 'unauthorized') return undefined;
  if (error.kind === 'network') return HTTP_MESSAGES.noResponseToast;
  return error.message;
}

/**
 * Delivers a resume and acts on the send status: 0 goes to the result page (a special session's own, replacing the
 * delivery page); 1 shows the already-delivered notice; 3 asks what to do next — the server refuses similar
 * deliveries within 90 days, so the choices are the application records or other jobs, never a resend.
 */
export function useDeliverFlow({ recruitType, positionDemandId, positionId, activityId }: DeliverTarget) {
  const navigate = useNavigate();
  const path = usePagePath();
  // A session's delivery says itself why it failed (its limit's refusal stays on the page, not in a passing toast).
  const deliver = useMutation(deliveryMutations.deliver({ noMessage: Boolean(activityId) }));
  const forgetLimit = useForgetActivityLimit();
  const uuId = useBusinessStore((state) => state.uuId);
  const setUuId = useBusinessStore((state) => state.setUuId);
  const [notice, setNotice] = useState<DeliveryResult>();
  const [failure, setFailure] = useState<string>();

  const recordsPath = path('applyForTheRecord', { recruitType });

  const onDelivered = (result: DeliveryResult) => {
    setUuId(undefined);
    if (activityId) {
      // The delivery counted against the session: its figure is read again on the result page.
      forgetLimit(activityId);
      navigate(
        path('speicalDeliveryResult', {
          recruitType: 'school',
          query: { id: positionDemandId, activityId, recordId: result.recordId },
        }),
        { replace: true },
      );
    } else {
      navigate(path('sendResult', { recruitType, query: { id: positionDemandId, recordId: result.recordId } }));
    }
  };

  const submit = (resumeId: string) => {
    if (deliver.isPending) return;
    setNotice(undefined);
    setFailure(undefined);
    deliver.mutate(
      { id: resumeId, positionId, positionDemandId, uuId },
      {
        onSuccess: (result) => {
          if (result.sendStatus === 0) {
            onDelivered(result);
          } else if (result.sendStatus === 1) {
            setNotice(result);
          } else {
            confirmDialog({
              title: '您近期已投递过相似职位',
              content: result.message || '90天内已投递过同类职位，暂不能再次投递。',
              okText: '查看投递记录',
              cancelText: '看看其他职位',
              onOk: () => navigate(recordsPath),
              onCancel: () => navigate(path('job', { recruitType })),
            });
          }
        },
        onError: (error) => {
          if (!activityId) return;
          setFailure(specialSessionFailureMessage(error));
          // A refusal may mean the figure on screen is out of date (another tab delivered): read it again.
          forgetLimit(activityId);
        },
      },
    );
  };

  return { submit, pending: deliver.isPending, notice, failure, recordsPath };
}
