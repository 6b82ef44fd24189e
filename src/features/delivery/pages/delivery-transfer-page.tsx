import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isRecruitType, RECRUIT_TYPE_REGISTRY } from '@/lib/config/business';
import { usePagePath, useRecruitType } from '@/lib/routing';

/**
 * /deliveryTransfer?id=…&positionId=…[&recruitType=…][&step=upload] — the target of shared and app
 * links: forwards to the delivery page of the job's recruit type (the job list without a job).
 */
export default function DeliveryTransferPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = useRecruitType();
  const path = usePagePath();

  useEffect(() => {
    const wanted = params.get('recruitType') ?? undefined;
    const recruitType = isRecruitType(wanted) ? wanted : current;
    const id = params.get('id') ?? undefined;
    const target = id
      ? path(RECRUIT_TYPE_REGISTRY[recruitType].deliveryPage, {
          recruitType,
          query: { id, positionId: params.get('positionId') ?? undefined },
        })
      : path('job', { recruitType });
    navigate(target, { replace: true });
  }, [params, current, navigate, path]);

  return (
    <div style={{ minHeight: 320, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" description="正在前往投递页面…">
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
