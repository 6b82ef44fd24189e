import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { pagePath } from '@/lib/config/paths';
import { useBusinessInfoStore } from '@/stores/business-info';
import { usePositionDetail } from '../hooks/use-delivery-queries';

/** /registrationResult?id&status — the registration went through (status 1: this job was already registered). */
export default function RegistrationResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const recruitType = useBusinessInfoStore((state) => state.info.recruitType) ?? 'social';
  const position = usePositionDetail(params.get('id') ?? undefined);
  const status = params.get('status');
  const jobName = position.data?.positionName;
  const already = status === '1';
  const similar = status === '3';

  return (
    <ContentContainer style={{ padding: '24px 0 40px' }}>
      <div style={{ background: '#fff', borderRadius: 8, padding: '32px 24px' }}>
        <Result
          status={already || similar ? 'info' : 'success'}
          title={
            <h1 style={{ font: 'inherit', margin: 0 }}>
              {already ? '您已报名过该职位' : similar ? '信息已保存' : '报名成功'}
            </h1>
          }
          subTitle={
            already
              ? '您的报名信息已更新，请勿重复报名，可在投递记录中查看进度。'
              : similar
                ? '您近期已投递过相似职位，本次未重复投递；报名信息已更新到您的简历。'
                : `${jobName ? `已报名「${jobName}」。` : '报名信息已提交。'}招聘专员会尽快与您联系，请保持电话畅通。`
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
