import { ExclamationCircleOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import type { Referral } from '@/api/referral';
import type { Paged } from '@/api/types/common';
import { displayOrDash, formatDate, maskPhone } from '@/lib/format';
import { invalidReasonText } from '../lib/invalid-reason';
import { ReferralStatusTag } from './referral-status-tag';

export const REFERRAL_PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<Referral> = [
  {
    title: '推荐好友',
    key: 'friend',
    width: 150,
    render: (_, referral) => (
      <div>
        <div style={{ fontWeight: 500 }}>{displayOrDash(referral.friendName)}</div>
        <div style={{ color: '#595959', fontSize: 12, marginTop: 2 }}>{maskPhone(referral.phone) || '--'}</div>
      </div>
    ),
  },
  { title: '推荐职位', dataIndex: 'positionName', render: (value: string) => displayOrDash(value) },
  { title: '推荐时间', dataIndex: 'recommendTime', width: 120, render: (value: string) => formatDate(value) },
  { title: '当前阶段', dataIndex: 'stageText', width: 120, render: (value: string) => displayOrDash(value) },
  {
    title: '推荐状态',
    key: 'status',
    width: 340,
    render: (_, referral) => {
      const reason = invalidReasonText(referral.invalidReason, referral.invalidValue);
      return (
        <div>
          <ReferralStatusTag status={referral.status} />
          {reason && (
            <div style={{ color: '#874d00', fontSize: 13, marginTop: 6, lineHeight: 1.6 }}>
              <ExclamationCircleOutlined aria-hidden="true" style={{ marginInlineEnd: 4 }} />
              推荐无效：{reason}
            </div>
          )}
        </div>
      );
    },
  },
  {
    title: '获得积分',
    dataIndex: 'integral',
    width: 100,
    align: 'right',
    render: (value: number) => displayOrDash(value),
  },
];

interface ReferralTableProps {
  data: Paged<Referral>;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}

/** My referrals, a page at a time: friend, job, date, stage, status with the reason of an invalid one, points. */
export function ReferralTable({ data, loading, page, onPage }: ReferralTableProps) {
  return (
    <PagedTable<Referral>
      rowKey="id"
      columns={COLUMNS}
      loading={loading}
      data={data}
      page={page}
      pageSize={REFERRAL_PAGE_SIZE}
      totalText={(total) => `共 ${total} 条推荐记录`}
      onPage={onPage}
    />
  );
}
