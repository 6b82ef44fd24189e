import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import type { RecruitType } from '@/lib/config/business';
import { usePagePath } from '@/lib/routing';

const RECRUIT_TYPES: readonly { type: RecruitType; title: string; text: string }[] = [
  { type: 'social', title: '社会招聘', text: '社招候选人的面试评价' },
  { type: 'school', title: '校园招聘', text: '校招候选人的面试评价' },
  { type: 'shop', title: '门店招聘', text: '门店岗位候选人的面试评价' },
];

/** Interview home (bare layout): entries to my evaluations and filling in an evaluation per recruit type. */
export default function InterviewHomePage() {
  const navigate = useNavigate();
  const path = usePagePath();
  return (
    <div style={{ minHeight: '100vh', padding: '56px 16px' }}>
      <div style={{ maxWidth: 760, margin: '0 auto' }}>
        <div style={{ marginBottom: 28 }}>
          <BrandLogo subtitle="面试官工作台" />
        </div>
        <Card variant="borderless" style={{ borderRadius: 12, boxShadow: '0 6px 24px rgba(0,0,0,0.05)' }}>
          <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600 }}>面试评价</h1>
          <p style={{ margin: '8px 0 28px', color: '#595959' }}>
            查看您已完成的面试评价，或为候选人填写新的评价。评价提交后将同步给招聘负责人。
          </p>
          <div style={{ display: 'grid', gap: 16 }}>
            {RECRUIT_TYPES.map((item) => (
              <div
                key={item.type}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  padding: '18px 20px',
                  borderRadius: 10,
                  border: '1px solid #f0f0f0',
                  background: '#fcfcfd',
                }}
              >
                <div>
                  <div style={{ fontSize: 16, fontWeight: 600 }}>{item.title}</div>
                  <div style={{ color: '#595959', fontSize: 13, marginTop: 2 }}>{item.text}</div>
                </div>
                <div style={{ display: 'flex', gap: 12 }}>
                  <Button icon={<UnorderedListOutlined />} onClick={() => navigate(path('list', { recruitType: item.type }))}>
                    我的评价
                  </Button>
                  <Button
                    type="primary"
                    icon={<EditOutlined />}
                    onClick={() => navigate(path('fillin', { recruitType: item.type }))}
                  >
                    填写评价
                  </Button>
                </div>
              </div>
            ))}
          </div>
        </Card>
      </div>
    </div>
  );
}
