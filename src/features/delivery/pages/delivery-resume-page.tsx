import { LoadingRegion } from '@/components/page-skeleton';
import { CloudUploadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Skeleton, Steps, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { positionQueries } from '@/api/positions';
import { resumeQueries, type ResumeParseResult } from '@/api/resume';
import { ContentContainer } from '@/components/content-container';
import { JobCard } from '@/entities/job/job-card';
import { LoadErrorResult } from '@/components/load-error-result';
import { ResumeUploadPanel } from '@/entities/resume-upload/resume-upload-panel';
import { useSession } from '@/entities/session';
import { usePagePath, useRecruitType } from '@/lib/routing';
import { useBusinessStore } from '@/stores/business-store';
import { SpecialSessionInfo } from '@/entities/activity/special-session-info';
import { useSpecialSessionApply } from '@/entities/activity/use-special-session-apply';
import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/recruit-types';
import { OnlineResumePanel } from '../components/online-resume-panel';
import { SpecialSessionBlocked, SpecialSessionLinks } from '../components/special-session-blocked';
import { ALREADY_DELIVERED_MESSAGE, useDeliverFlow } from '../hooks/use-deliver-flow';
import styles from './delivery-resume-page.module.css';

/** /deliveryResume and /deliverySchoolResume ?id={positionDemandId}&positionId=…[&resumeId] */
export default function DeliveryResumePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const recruitType = useRecruitType();
  const path = usePagePath();
  const positionDemandId = params.get('id') ?? '';
  const justSaved = Boolean(params.get('resumeId'));
  const signedIn = Boolean(session.token);
  const setUuId = useBusinessStore((state) => state.setUuId);

  const position = useQuery(positionQueries.detail(positionDemandId || undefined));
  const positionId = params.get('positionId') ?? position.data?.positionId ?? '';
  const resume = useQuery(resumeQueries.mine(RECRUIT_TYPE_REGISTRY[recruitType].resumeType, signedIn));
  // A special session's job (rule CAMPUS-7): the remaining deliveries show before submitting.
  const activityId = position.data?.activityId;
  const specialSessionApply = useSpecialSessionApply(activityId);
  const flow = useDeliverFlow({ recruitType, positionDemandId, positionId, activityId });

  const editPath = (extra: Record<string, string> = {}) =>
    path('editResume', { query: { type: 'delivery', id: positionDemandId, positionId, ...extra } });
  const onParsed = useCallback(
    (uuid: string, _result: ResumeParseResult) => {
      setUuId(uuid);
      navigate(path('editResume', { query: { type: 'delivery', id: positionDemandId, positionId, uuid } }));
    },
    [setUuId, navigate, path, positionDemandId, positionId],
  );

  if (!positionDemandId) {
    return (
      <ContentContainer className={styles.page}>
        <Result
          status="info"
          title="请先选择要投递的职位"
          extra={
            <Button type="primary" onClick={() => navigate(path('job'))}>
              去看看职位
            </Button>
          }
        />
      </ContentContainer>
    );
  }

  const job = position.isLoading ? (
    <LoadingRegion label="职位信息加载中">
      <Skeleton active paragraph={{ rows: 2 }} />
    </LoadingRegion>
  ) : position.isError || !position.data ? (
    <LoadErrorResult
      what="职位信息"
      error={position.error}
      onRetry={() => void position.refetch()}
      retrying={position.isFetching}
    />
  ) : (
    <>
      <JobCard position={position.data} href={path('jobDetail', { query: { id: positionDemandId } })} headingLevel={2} />
      {activityId && (
        <SpecialSessionInfo activityId={activityId} lookup={specialSessionApply.lookup} limit={specialSessionApply.limit} />
      )}
    </>
  );
  const closed = position.data ? !position.data.isValid : false;

  return (
    <ContentContainer className={styles.page}>
      <h1 className={styles.heading}>投递简历</h1>
      <Steps
        current={justSaved ? 2 : 1}
        size="small"
        className={styles.card}
        items={[{ title: '选择职位' }, { title: '准备简历' }, { title: '确认投递' }]}
      />
      <section className={styles.card} aria-label="投递职位">
        {job}
      </section>
      <section className={styles.card} aria-label="选择投递方式">
        {closed ? (
          <Alert type="warning" showIcon title="该职位已停止招聘，暂不能投递" />
        ) : !signedIn ? (
          <div className={styles.loginPrompt}>
            <p style={{ fontSize: 16 }}>登录后即可使用在线简历或上传附件简历投递</p>
            <Button type="primary" size="large" onClick={session.login}>
              登录后投递
            </Button>
          </div>
        ) : specialSessionApply.block && !flow.failure ? (
          <SpecialSessionBlocked reason={specialSessionApply.block} recordsPath={flow.recordsPath} activityId={activityId} />
        ) : (
          <>
            {flow.failure ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={flow.failure}
                description={<SpecialSessionLinks recordsPath={flow.recordsPath} activityId={activityId} />}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            {flow.notice ? (
              <Alert
                type="warning"
                showIcon
                role="alert"
                title={ALREADY_DELIVERED_MESSAGE}
                description={<Link to={flow.recordsPath}>查看投递记录</Link>}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            {specialSessionApply.block ? null : (
              <Tabs
                defaultActiveKey="online"
                items={[
                  {
                    key: 'online',
                    label: (
                      <span>
                        <FileTextOutlined /> 使用在线简历投递
                      </span>
                    ),
                    children: (
                      <OnlineResumePanel
                        resume={resume.data}
                        loading={resume.isLoading}
                        error={resume.isError}
                        onRetry={() => void resume.refetch()}
                        onEdit={() => navigate(editPath())}
                        justSaved={justSaved}
                        onDeliver={flow.submit}
                        delivering={flow.pending}
                      />
                    ),
                  },
                  {
                    key: 'upload',
                    label: (
                      <span>
                        <CloudUploadOutlined /> 上传附件简历
                      </span>
                    ),
                    children: <ResumeUploadPanel onParsed={onParsed} onManual={() => navigate(editPath())} />,
                  },
                ]}
              />
            )}
          </>
        )}
      </section>
    </ContentContainer>
  );
}
