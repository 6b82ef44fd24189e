import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deliveryMutations, type DeliveryResult } from '@/api/delivery';
import type { RecruitType } from '@/lib/config/business';
import { usePagePath } from '@/lib/routing';
import { confirmDialog } from '@/lib/feedback';
import { useBusinessStore } from '@/stores/business-store';

/** The same-job message of send status 1. */
export const ALREADY_DELIVERED_MESSAGE = '您已投递过该职位，请勿重复投递';

interface DeliverTarget {
  recruitType: RecruitType;
  positionDemandId: string;
  positionId: string;
}

/**
 * Delivers a resume and acts on the send status: 0 goes to the result page; 1 shows the
 * already-delivered notice; 3 asks what to do next — the server refuses similar deliveries within
 * 90 days, so the choices are the application records or other jobs, never a resend.
 */
export function useDeliverFlow({ recruitType, positionDemandId, positionId }: DeliverTarget) {
  const navigate = useNavigate();
  const path = usePagePath();
  const deliver = useMutation(deliveryMutations.deliver());
  const uuId = useBusinessStore((state) => state.uuId);
  const setUuId = useBusinessStore((state) => state.setUuId);
  const [notice, setNotice] = useState<DeliveryResult>();

  const recordsPath = path('applyForTheRecord', { recruitType });

  const submit = (resumeId: string) => {
    if (deliver.isPending) return;
    setNotice(undefined);
    deliver.mutate(
      { id: resumeId, positionId, positionDemandId, uuId },
      {
        onSuccess: (result) => {
          if (result.sendStatus === 0) {
            setUuId(undefined);
            navigate(path('sendResult', { recruitType, query: { id: positionDemandId, recordId: result.recordId } }));
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
      },
    );
  };

  return { submit, pending: deliver.isPending, notice, recordsPath };
}
