import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { positionQueries } from '@/api/positions';
import { ContentContainer } from '@/components/content-container';
import { PAGE_MIN_HEIGHT } from '@/components/page-skeleton';
import { usePagePath } from '@/lib/routing';
import type { ReferResultState } from '../hooks/use-refer-friend';

/** /sendResult?id={positionDemandId}&recordId=… — the friend was referred; what happens next. */
export default function ReferResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const path = usePagePath();
  const state = useLocation().state as ReferResultState | null;
  const position = useQuery(positionQueries.detail(params.get('id') ?? undefined)).data;
  const friend = state?.friendName ? `好友${state.friendName}` : '好友';
  const job = position ? `「${position.positionName}」` : '该职位';

  return (
    <div style={{ minHeight: PAGE_MIN_HEIGHT, padding: '24px 0 40px' }}>
      <ContentContainer>
        <div style={{ background: '#fff', borderRadius: 8, padding: '32px 24px' }}>
          <Result
            status="success"
            title={<h1 style={{ font: 'inherit', margin: 0 }}>推荐成功</h1>}
            subTitle={
              <div style={{ lineHeight: 1.8 }}>
                <p style={{ margin: 0 }}>
                  已将{friend}的简历推荐至{job}。
                </p>
                <p style={{ margin: 0 }}>
                  接下来 HR
                  会查看简历并安排后续环节，推荐进度和获得的积分会在「我的推荐」中更新；好友入职后，您将获得相应的内推积分。
                </p>
              </div>
            }
            extra={[
              <Button key="myPush" type="primary" onClick={() => navigate(path('myPush'))}>
                查看我的推荐
              </Button>,
              <Button key="jobs" onClick={() => navigate(path('job', { query: { activeKey: position?.recruitType } }))}>
                继续推荐职位
              </Button>,
            ]}
          />
        </div>
      </ContentContainer>
    </div>
  );
}
