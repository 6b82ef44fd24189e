import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { usePagePath } from '@/lib/routing';

interface DeliveryResultProps {
  status: ResultProps['status'];
  title: string;
  subTitle: ReactNode;
}

/** The outcome of a delivery or registration, with the next steps: records, more jobs, the resume. */
export function DeliveryResult({ status, title, subTitle }: DeliveryResultProps) {
  const navigate = useNavigate();
  const path = usePagePath();
  return (
    <ContentContainer style={{ padding: '24px 0 40px' }}>
      <div style={{ background: '#fff', borderRadius: 8, padding: '32px 24px' }}>
        <Result
          status={status}
          title={<h1 style={{ font: 'inherit', margin: 0 }}>{title}</h1>}
          subTitle={subTitle}
          extra={[
            <Button key="records" type="primary" onClick={() => navigate(path('applyForTheRecord'))}>
              查看投递记录
            </Button>,
            <Button key="jobs" onClick={() => navigate(path('job'))}>
              继续浏览职位
            </Button>,
            <Button key="resume" onClick={() => navigate(path('editResume', { query: { type: 'edit' } }))}>
              完善简历
            </Button>,
          ]}
        />
      </div>
    </ContentContainer>
  );
}
