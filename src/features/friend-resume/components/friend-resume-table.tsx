import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import { Link } from 'react-router-dom';
import type { FriendResumeSummary } from '@/api/referral';
import type { Paged } from '@/api/types/common';
import { displayOrDash, formatDate, maskPhone } from '@/lib/format';
import { FRIEND_RESUME_PAGE_SIZE } from '../lib/friend-resume';

interface FriendResumeTableProps {
  data: Paged<FriendResumeSummary>;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  /** Where a resume is edited. */
  editPath: (friend: FriendResumeSummary) => string;
  /** Deletes after the confirmation; settles once the list was read again. */
  onDelete: (friend: FriendResumeSummary) => Promise<unknown>;
}

/** The friends' resumes, a page at a time: who, how to reach them, what they look for, and how often referred. */
export function FriendResumeTable({ data, loading, page, onPage, editPath, onDelete }: FriendResumeTableProps) {
  const columns: TableColumnsType<FriendResumeSummary> = [
    {
      title: '姓名',
      dataIndex: 'name',
      width: 140,
      render: (_, friend) => (
        <Link to={editPath(friend)} style={{ fontWeight: 500 }}>
          {displayOrDash(friend.name)}
        </Link>
      ),
    },
    { title: '手机号码', dataIndex: 'phone', width: 130, render: (value: string) => maskPhone(value) || '--' },
    { title: '最高学历', dataIndex: 'educationName', width: 100, render: (value: string) => displayOrDash(value) },
    { title: '期望职位', dataIndex: 'expectedPosition', render: (value: string) => displayOrDash(value) },
    { title: '更新时间', dataIndex: 'updateTime', width: 120, render: (value: string) => formatDate(value) },
    {
      title: '推荐次数',
      dataIndex: 'referralCount',
      width: 90,
      align: 'right',
      render: (value: number) => displayOrDash(value),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, friend) => (
        <Space size={4}>
          <Link to={editPath(friend)} aria-label={`编辑${friend.name}的简历`} style={{ padding: '0 7px' }}>
            编辑
          </Link>
          <Popconfirm
            title={`确定删除${friend.name}的简历吗？`}
            description="删除后不可恢复，已提交的推荐不受影响。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            // Inside the page's main landmark, where screen-reader users look for it.
            getPopupContainer={(trigger) => trigger.closest('main') ?? document.body}
            // A failed delete was already toasted by the HTTP client; the row simply stays.
            onConfirm={() => onDelete(friend).catch(() => undefined)}
          >
            <Button type="link" size="small" aria-label={`删除${friend.name}的简历`}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <PagedTable<FriendResumeSummary>
      rowKey="id"
      columns={columns}
      loading={loading}
      data={data}
      page={page}
      pageSize={FRIEND_RESUME_PAGE_SIZE}
      totalText={(total) => `共 ${total} 份好友简历`}
      onPage={onPage}
    />
  );
}
