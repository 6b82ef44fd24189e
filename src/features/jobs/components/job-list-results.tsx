import { Button, Empty, Skeleton } from 'antd';
import type { PositionSummary } from '@/api/positions';
import type { Paged } from '@/api/types/common';
import { FavouriteButton, FavouritesScope } from '@/entities/favourite/favourite-button';
import { JobCard } from '@/entities/job/job-card';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { Paging } from '@/components/paging';
import { usePagePath } from '@/lib/routing';
import { PAGE_SIZE } from '../hooks/use-job-search';

interface JobListResultsProps {
  data?: Paged<PositionSummary>;
  loading: boolean;
  error: boolean;
  retrying: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  filtered: boolean;
  onClear: () => void;
  /** What an unfiltered empty list says (default: no open jobs at all). */
  emptyText?: string;
}

/** A card-sized placeholder, so the list does not jump when the jobs arrive. */
export function JobCardSkeleton() {
  return (
    <div style={{ background: '#fff', border: '1px solid #eef0f3', borderRadius: 8, padding: '20px 24px', height: 124 }}>
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 2, width: ['70%', '50%'] }} />
    </div>
  );
}

/** The result count, the job cards with their favourite toggles, paging, and the loading/empty/error states. */
export function JobListResults({
  data,
  loading,
  error,
  retrying,
  onRetry,
  page,
  onPage,
  filtered,
  onClear,
  emptyText = '暂无开放的职位，请稍后再来看看',
}: JobListResultsProps) {
  const path = usePagePath();
  if (error && !data) return <LoadErrorResult what="职位列表" onRetry={onRetry} retrying={retrying} />;
  if (loading && !data) {
    return (
      <LoadingRegion label="职位加载中" style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: PAGE_SIZE }, (_, i) => (
          <JobCardSkeleton key={i} />
        ))}
      </LoadingRegion>
    );
  }
  if (!data || data.list.length === 0) {
    return (
      <div style={{ background: '#fff', borderRadius: 8, padding: '56px 24px' }}>
        <Empty description={filtered ? '没有找到符合条件的职位，换个关键词或条件试试' : emptyText}>
          {filtered && <Button onClick={onClear}>清空搜索条件</Button>}
        </Empty>
      </div>
    );
  }
  return (
    <>
      <p style={{ margin: '0 0 12px', color: '#595959' }} aria-live="polite">
        共 <strong style={{ color: '#d4282d' }}>{data.total}</strong> 个职位
      </p>
      <div aria-busy={loading} style={{ display: 'grid', gap: 12, opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
        {/* One read of the favourite state for every card's button, rendered after the cards (docs/decisions/129). */}
        <FavouritesScope deferred>
          {data.list.map((position) => (
            <JobCard
              key={position.id}
              position={position}
              href={path('jobDetail', { recruitType: position.recruitType, query: { id: position.id } })}
              // The jobs are the page's main items: their titles come right under the page's h1.
              headingLevel={2}
              actions={<FavouriteButton target={position} jobName={position.positionName} />}
            />
          ))}
        </FavouritesScope>
      </div>
      <Paging
        style={{ marginTop: 24, justifyContent: 'center' }}
        current={page}
        pageSize={PAGE_SIZE}
        total={data.total}
        showSizeChanger={false}
        showTotal={(total) => `共 ${total} 个职位`}
        onChange={onPage}
      />
    </>
  );
}
