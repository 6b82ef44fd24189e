import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { applicationQueries } from '@/api/applications';
import { useState } from 'react';
import { BrowseJobsEmpty } from '@/entities/job/browse-jobs-empty';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { RecordPage } from '@/components/record-page';
import { ApplyRecordTable } from '../components/apply-record-table';
import { APPLY_RECORD_PAGE_SIZE } from '../components/apply-record-table';

/** Application records: every application with its job, date, source and status. */
export default function ApplicationRecordsPage() {
  const [page, setPage] = useState(1);
  const records = useQuery(applicationQueries.list({ page, pageSize: APPLY_RECORD_PAGE_SIZE }));

  let body;
  if (records.isError && !records.data) {
    body = <LoadErrorResult what="投递记录" onRetry={() => void records.refetch()} retrying={records.isFetching} />;
  } else if (!records.data) {
    body = (
      <LoadingRegion label="投递记录加载中" style={{ minHeight: 420 }}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </LoadingRegion>
    );
  } else if (records.data.total === 0) {
    body = <BrowseJobsEmpty description="还没有投递记录，找到心仪的职位就投递简历吧" />;
  } else {
    body = <ApplyRecordTable data={records.data} loading={records.isFetching} page={page} onPage={setPage} />;
  }

  return (
    <RecordPage title="投递记录" sub="查看每一次投递的进展，点击职位名称可回到职位详情。">
      {body}
    </RecordPage>
  );
}
