import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { applicationQueries, APPLY_PROGRESS, type ApplyProgress } from '@/api/applications';
import { BrowseJobsEmpty } from '@/entities/job/browse-jobs-empty';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { QueryRadioFilter } from '@/components/query-radio-filter';
import { RecordPage } from '@/components/record-page';
import { parsePage, usePageTitle } from '@/lib/routing';
import { APPLY_RECORD_PAGE_SIZE, ApplyRecordTable } from '../components/apply-record-table';
import { parseProgress, PROGRESS_LABEL, PROGRESS_QUERY, progressEmptyText } from '../lib/timeline';

const PROGRESS_OPTIONS = APPLY_PROGRESS.map((value) => ({ value, label: PROGRESS_LABEL[value] }));

/**
 * Application records: every application with its job, date, source and status; each opens its timeline (issue 22).
 * Filtered by progress (`?progress=ongoing|ended`, by the server) and paged (`?page=`), both in the address so Back and
 * a reload keep them.
 */
export default function ApplicationRecordsPage() {
  const title = usePageTitle();
  const [params, setParams] = useSearchParams();
  const progress = parseProgress(params.get(PROGRESS_QUERY));
  const page = parsePage(params.get('page'));
  const records = useQuery(applicationQueries.list({ page, pageSize: APPLY_RECORD_PAGE_SIZE, progress }));

  const show = (next: { progress?: ApplyProgress; page?: number }) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next.progress) query.set(PROGRESS_QUERY, next.progress);
      else query.delete(PROGRESS_QUERY);
      if (next.page && next.page > 1) query.set('page', String(next.page));
      else query.delete('page');
      return query;
    });

  let body;
  if (records.isError && !records.data) {
    body = <LoadErrorResult what="投递记录" onRetry={() => void records.refetch()} retrying={records.isFetching} />;
  } else if (!records.data) {
    body = (
      <LoadingRegion label="投递记录加载中" style={{ minHeight: 420 }}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </LoadingRegion>
    );
  } else if (records.data.total === 0 && progress) {
    body = (
      <Empty style={{ padding: '48px 0' }} description={progressEmptyText(progress)}>
        <Button onClick={() => show({})}>查看{PROGRESS_LABEL.all}投递记录</Button>
      </Empty>
    );
  } else if (records.data.total === 0) {
    body = <BrowseJobsEmpty description="还没有投递记录，找到心仪的职位就投递简历吧" />;
  } else {
    body = (
      <ApplyRecordTable
        key={progress ?? ''}
        data={records.data}
        loading={records.isFetching}
        page={page}
        onPage={(next) => show({ progress, page: next })}
      />
    );
  }

  return (
    <RecordPage
      title={title}
      sub="查看每一次投递的进展：点击“查看进度”可看到各阶段的日期和下一步，点击职位名称可回到职位详情。"
      actions={
        <QueryRadioFilter
          param={PROGRESS_QUERY}
          parse={parseProgress}
          label="按投递进度筛选"
          allLabel={PROGRESS_LABEL.all}
          options={PROGRESS_OPTIONS}
        />
      }
    >
      {body}
    </RecordPage>
  );
}
