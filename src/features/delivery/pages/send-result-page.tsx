import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { useBusinessInfoStore } from '@/stores/business-info';
import { pagePath } from '@/lib/config/paths';
import { usePositionDetail } from '../hooks/use-delivery-queries';

/** /sendResult?id={positionDemandId}&recordId=… — the delivery went through; what to do next. */
export default function SendResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const recruitType = useBusinessInfoStore((state) => state.info.recruitType) ?? 'social';
  const position = usePositionDetail(params.get('id') ?? undefined);
  const jobName = position.data?.positionName;

  return (
    <ContentContainer style={{ padding: '24px 0 40px' }}>
      <div style={{ background: '#fff', borderRadius: 8, padding: '32px 24px' }}>
        <Result
          status="success"
          title={<h1 style={{ font: 'inherit', margin: 0 }}>投递成功</h1>}
          subTitle={
            <>
              {jobName ? `您的简历已投递至「${jobName}」。` : '您的简历已投递成功。'}
              HR 会尽快查看，后续进展会通过短信和邮件通知您，也可以随时在投递记录中查看。
            </>
          }
          extra={[
            <Button key="records" type="primary" onClick={() => navigate(pagePath('candidate', 'applyForTheRecord', recruitType))}>
              查看投递记录
            </Button>,
            <Button key="jobs" onClick={() => navigate(pagePath('candidate', 'job', recruitType))}>
              继续浏览职位
            </Button>,
            <Button key="resume" onClick={() => navigate(pagePath('candidate', 'editResume', recruitType, { type: 'edit' }))}>
              完善简历
            </Button>,
          ]}
        />
      </div>
    </ContentContainer>
  );
}
