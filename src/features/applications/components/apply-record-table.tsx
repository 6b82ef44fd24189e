import { RECRUIT_TYPE_LABEL } from '@/lib/config/business';
import { DownOutlined } from '@ant-design/icons';
import { Button, Tag, type TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { APPLY_SOURCE_LABEL, type ApplyRecord, type ApplySource } from '@/api/applications';
import type { Paged } from '@/api/types/common';
import { usePagePath, type PagePathBuilder } from '@/lib/routing';
import { displayOrDash, formatDate } from '@/lib/format';
import { TIMELINE_BUTTON } from '../lib/timeline';
import { ApplicationTimeline, hasTimeline, timelineId } from './application-timeline';

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

type Toggle = (record: ApplyRecord) => void;

/** The disclosure of a record's timeline: a real button that says whether it is open and what it opens. */
function TimelineButton({ record, open, onToggle }: { record: ApplyRecord; open: boolean; onToggle: Toggle }) {
  return (
    <Button
      type="link"
      size="small"
      style={{ paddingInline: 0 }}
      aria-expanded={open}
      aria-controls={open ? timelineId(record) : undefined}
      aria-label={`${TIMELINE_BUTTON}：${record.positionName}`}
      onClick={() => onToggle(record)}
      icon={<DownOutlined aria-hidden="true" rotate={open ? 180 : 0} style={{ fontSize: 11 }} />}
      iconPlacement="end"
    >
      {TIMELINE_BUTTON}
    </Button>
  );
}

const columnsOf = (path: PagePathBuilder, isOpen: (id: string) => boolean, onToggle: Toggle): TableColumnsType<ApplyRecord> => [
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
    render: (value: string, record) => (
      <div>
        <div style={{ fontWeight: 500 }}>{displayOrDash(value)}</div>
        {hasTimeline(record) && <TimelineButton record={record} open={isOpen(record.id)} onToggle={onToggle} />}
      </div>
    ),
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
  // Several timelines may be open at once; a new page or filter starts with all closed (the table is new).
  const [open, setOpen] = useState<readonly string[]>([]);
  const onToggle = useCallback(
    (record: ApplyRecord) =>
      setOpen((ids) => (ids.includes(record.id) ? ids.filter((id) => id !== record.id) : [...ids, record.id])),
    [],
  );
  const columns = useMemo(() => columnsOf(path, (id) => open.includes(id), onToggle), [path, open, onToggle]);
  return (
    <PagedTable<ApplyRecord>
      rowKey="id"
      columns={columns}
      expandable={{
        expandedRowKeys: open,
        showExpandColumn: false,
        rowExpandable: hasTimeline,
        expandedRowRender: (record) => <ApplicationTimeline record={record} />,
      }}
      loading={loading}
      data={data}
      page={page}
      pageSize={APPLY_RECORD_PAGE_SIZE}
      totalText={(total) => `共 ${total} 条投递记录`}
      onPage={onPage}
    />
  );
}
