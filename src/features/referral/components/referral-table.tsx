import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { PagedTable } from '@/components/paged-table';
import type { ReferralWithTrail } from '@/api/referral';
import type { Paged } from '@/api/types/common';
import { displayOrDash, formatDate, maskPhone } from '@/lib/format';
import { invalidReasonText } from '../lib/invalid-reason';
import { ReferralStatusTag } from './referral-status-tag';

export const REFERRAL_PAGE_SIZE = 10;

/** The trail button's name: its text and the referral it opens. */
export function trailButtonLabel(referral: Pick<ReferralWithTrail, 'friendName' | 'positionName'>): string {
  return `查看进度：${displayOrDash(referral.friendName)} · ${displayOrDash(referral.positionName)}`;
}

const columnsOf = (onOpenTrail: (referral: ReferralWithTrail) => void): TableColumnsType<ReferralWithTrail> => [
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
  {
    title: '推荐进度',
    key: 'trail',
    width: 110,
    // A referral without a trail shows as it did before trails (issue 23): its status and reason.
    render: (_, referral) =>
      referral.trail ? (
        <Button type="link" style={{ padding: 0 }} aria-label={trailButtonLabel(referral)} onClick={() => onOpenTrail(referral)}>
          查看进度
        </Button>
      ) : null,
  },
];

interface ReferralTableProps {
  data: Paged<ReferralWithTrail>;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  onOpenTrail: (referral: ReferralWithTrail) => void;
}

/**
 * My referrals, a page at a time: friend, job, date, stage, status with the reason of an invalid one, points, and the
 * button that opens the referral's trail.
 */
export function ReferralTable({ data, loading, page, onPage, onOpenTrail }: ReferralTableProps) {
  const columns = useMemo(() => columnsOf(onOpenTrail), [onOpenTrail]);
  return (
    <PagedTable<ReferralWithTrail>
      rowKey="id"
      columns={columns}
      loading={loading}
      data={data}
      page={page}
      pageSize={REFERRAL_PAGE_SIZE}
      totalText={(total) => `共 ${total} 条推荐记录`}
      onPage={onPage}
    />
  );
}
