import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { positionQueries } from '@/api/positions';
import { ContentContainer } from '@/components/content-container';
import { RemainingDeliveries } from '@/entities/activity/remaining-deliveries';
import { specialSessionJobsPath } from '@/entities/activity/special-session-rules';
import { useActivity } from '@/entities/activity/use-activity';
import { useActivityLimit } from '@/entities/activity/use-activity-limit';
import { usePagePath } from '@/lib/routing';
import { SpecialSessionNextSteps } from '../components/special-session-next-steps';
import styles from './special-delivery-result-page.module.css';

/**
 * /school/speicalDeliveryResult?activityId=…&id={positionDemandId}&recordId=… (the spec's spelling): the outcome of
 * a special-session delivery, what happens next and what is left to deliver (rule CAMPUS-7).
 */
export default function SpecialDeliveryResultPage() {
  const [params] = useSearchParams();
  const activityId = params.get('activityId') || undefined;
  if (!activityId) return <NoResult reason="这里显示专场投递的结果。请从专场职位投递简历，投递成功后会自动来到这里。" />;
  return <SpecialSessionDelivered activityId={activityId} positionDemandId={params.get('id') || undefined} />;
}

function SpecialSessionDelivered({ activityId, positionDemandId }: { activityId: string; positionDemandId?: string }) {
  const navigate = useNavigate();
  const path = usePagePath();
  const lookup = useActivity(activityId);
  // An unknown session has no figure: its limit is asked only once the session is known (or could not be checked).
  const limit = useActivityLimit(lookup.activity || lookup.failed ? activityId : undefined);
  const jobName = useQuery(positionQueries.detail(positionDemandId)).data?.positionName;
  if (lookup.missing) return <NoResult reason="链接中的专场不存在或已下线。您可以在投递记录中查看已投递的职位。" />;

  const specialSessionName = lookup.activity?.name;
  const where = [specialSessionName && `「${specialSessionName}」专场`, jobName && `「${jobName}」`].filter(Boolean).join('的');
  return (
    <ContentContainer className={styles.page}>
      <div className={styles.card}>
        <Result
          status="success"
          title={<h1 className={styles.heading}>投递成功</h1>}
          subTitle={where ? `您的简历已投递至${where}。` : '您的简历已成功投递至本专场。'}
          extra={[
            <Button key="records" type="primary" onClick={() => navigate(path('applyForTheRecord', { recruitType: 'school' }))}>
              查看投递记录
            </Button>,
            <Button key="session" onClick={() => navigate(specialSessionJobsPath(path, activityId))}>
              返回专场职位
            </Button>,
          ]}
        />
        <div className={styles.remaining}>
          {lookup.failed && (
            <p className={styles.specialSessionFailed}>
              <span>专场信息加载失败</span>
              <Button size="small" loading={lookup.retrying} onClick={lookup.retry}>
                重试
              </Button>
            </p>
          )}
          <RemainingDeliveries state={limit} specialSessionLimit={lookup.activity?.deliveryLimit} />
        </div>
        <SpecialSessionNextSteps />
      </div>
    </ContentContainer>
  );
}

/** Opened without a delivery to show (no session in the address, or an unknown one). */
function NoResult({ reason }: { reason: string }) {
  const navigate = useNavigate();
  const path = usePagePath();
  return (
    <ContentContainer className={styles.page}>
      <div className={styles.card}>
        <Result
          status="info"
          title={<h1 className={styles.heading}>没有可显示的专场投递结果</h1>}
          subTitle={reason}
          extra={[
            <Button key="jobs" type="primary" onClick={() => navigate(path('job', { recruitType: 'school' }))}>
              查看校招职位
            </Button>,
            <Button key="records" onClick={() => navigate(path('applyForTheRecord', { recruitType: 'school' }))}>
              查看投递记录
            </Button>,
          ]}
        />
      </div>
    </ContentContainer>
  );
}
