import { RECRUIT_TYPE_LABEL } from '@/lib/config/business';
import { Tag, type TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { APPLY_SOURCE_LABEL, type ApplyRecord, type ApplySource } from '@/api/applications';
import type { Paged } from '@/api/types/common';
import { usePagePath, type PagePathBuilder } from '@/lib/routing';
import { displayOrDash, formatDate } from '@/lib/format';

export const APPLY_RECORD_PAGE_SIZE = 10;

// Solid colours with white text: antd's light presets (gold, cyan) fail the contrast check.
const SOURCE_COLOR: Record<ApplySource, string> = { 0: '#722ed1', 1: '#0958d9', 2: '#006d75', 3: '#874d00' };

/** Source label of the application record sources (rule STATE-9); an unknown code shows as "--". */
export function applySourceLabel(source: number): string {
  return APPLY_SOURCE_LABEL[source as ApplySource] ?? '--';
}

/** The special-session registration an application made (source 2 only), whose resume can still be corrected (CAMPUS-8). */
export function registrationOf(record: ApplyRecord): string | undefined {
  return record.source === 2 && record.positionCandidateId ? record.positionCandidateId : undefined;
}

const columnsOf = (path: PagePathBuilder): TableColumnsType<ApplyRecord> => [
  {
    title: '职位',
    key: 'position',
    render: (_, record) => (
      <div>
        <Link
          to={path('jobDetail', { recruitType: record.recruitType, query: { id: record.positionDemandId } })}
          style={{ fontWeight: 500 }}
        >
          {record.positionName}
        </Link>
        {!record.positionValid && (
          <Tag style={{ marginInlineStart: 8 }} color="default">
            已下线
          </Tag>
        )}
        <div style={{ color: '#6b6b6b', fontSize: 12, marginTop: 2 }}>
          {RECRUIT_TYPE_LABEL[record.recruitType]} · {displayOrDash(record.cityName)} · {displayOrDash(record.targetDepartName)}
        </div>
      </div>
    ),
  },
  { title: '投递时间', dataIndex: 'applyTime', width: 140, render: (value: string) => formatDate(value) },
  {
    title: '投递来源',
    dataIndex: 'source',
    width: 120,
    render: (source: ApplySource) => <Tag color={SOURCE_COLOR[source]}>{applySourceLabel(source)}</Tag>,
  },
  {
    title: '投递状态',
    dataIndex: 'statusText',
    width: 160,
    render: (value: string) => <span style={{ fontWeight: 500 }}>{displayOrDash(value)}</span>,
  },
  {
    title: '操作',
    key: 'actions',
    width: 140,
    render: (_, record) => {
      const registration = registrationOf(record);
      if (!registration) return null;
      // The registration page is a campus page, whatever recruit type the records are listed under.
      const to = path('modificationRegistration', { recruitType: 'school', query: { positionCandidateId: registration } });
      return (
        <Link to={to} aria-label={`修改报名信息：${record.positionName}`}>
          修改报名信息
        </Link>
      );
    },
  },
];

interface ApplyRecordTableProps {
  data: Paged<ApplyRecord>;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}

export function ApplyRecordTable({ data, loading, page, onPage }: ApplyRecordTableProps) {
  const path = usePagePath();
  const columns = useMemo(() => columnsOf(path), [path]);
  return (
    <PagedTable<ApplyRecord>
      rowKey="id"
      columns={columns}
      loading={loading}
      data={data}
      page={page}
      pageSize={APPLY_RECORD_PAGE_SIZE}
      totalText={(total) => `共 ${total} 条投递记录`}
      onPage={onPage}
    />
  );
}
