import { Skeleton, type TableProps } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { LoadingRegion } from './page-skeleton';
import { nextTask } from '@/lib/format/async';
import { preloadableLazy } from '@/lib/routing';

// Lazy: the page's title and filters paint while the table's code arrives (docs/decisions/045). A page with a record
// table starts that load in the task after its own code runs, not in the render that shows the rows: Vite's preload
// helper links the table's stylesheets then (6–17 ms each at 4× CPU), and that render is one synchronous task; once
// loaded, the rows render without suspending (docs/decisions/094). A failed load is the rows' render's to retry and show.
const antdTable = preloadableLazy(() => import('./antd-table'));
const Table = antdTable.Component as unknown as ComponentType<TableProps<object>>;
void nextTask()
  .then(antdTable.preload)
  .catch(() => undefined);

/** Heights of antd's middle-size table parts, for a placeholder of the final size. */
const ROW_HEIGHT = 55;
const PAGER_HEIGHT = 64;

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination'> {
  /** One page of rows and the total on the server. */
  data: { list: readonly T[]; total: number };
  /** The current page, 1-based (it lives in the page's address). */
  page: number;
  pageSize: number;
  /** "共 N …" under the table, in the list's own unit (条, 份, 位). */
  totalText: (total: number) => string;
  onPage: (page: number) => void;
}

/**
 * antd's Table over one server page: the page size fixed, the pager hidden when everything fits on one page, and the
 * total said in the list's unit. The portal's record lists (applications, referrals, friends' resumes, points bill,
 * ranking, evaluations) all page this way. Until the table's code has loaded, a placeholder of its height stands in.
 */
export function PagedTable<T extends object>({ data, page, pageSize, totalText, onPage, ...table }: PagedTableProps<T>) {
  const rows = Math.max(1, Math.min(data.list.length, pageSize));
  const height = (rows + 1) * ROW_HEIGHT + (data.total > pageSize ? PAGER_HEIGHT : 0);
  const fallback = (
    <LoadingRegion label="表格加载中" style={{ minHeight: height }}>
      <Skeleton active title={false} paragraph={{ rows: rows + 1, width: '100%' }} />
    </LoadingRegion>
  );
  return (
    <Suspense fallback={fallback}>
      <Table
        {...(table as TableProps<object>)}
        dataSource={data.list as readonly object[]}
        pagination={{
          current: page,
          pageSize,
          total: data.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: totalText,
          onChange: onPage,
        }}
      />
    </Suspense>
  );
}
