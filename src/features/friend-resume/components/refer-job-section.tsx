import { Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PositionDetail } from '@/api/positions';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { JobCard } from '@/entities/job/job-card';

interface ReferJobSectionProps {
  position: UseQueryResult<PositionDetail>;
  href: string;
}

/** The job the friend is referred to: its card, a skeleton of its size, or its error with 重试. */
export function ReferJobSection({ position, href }: ReferJobSectionProps) {
  if (position.isLoading)
    return (
      <LoadingRegion label="职位信息加载中">
        <div style={{ minHeight: 110 }}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      </LoadingRegion>
    );
  if (position.isError || !position.data)
    return (
      <LoadErrorResult
        what="职位信息"
        error={position.error}
        onRetry={() => void position.refetch()}
        retrying={position.isFetching}
      />
    );
  return <JobCard position={position.data} href={href} headingLevel={2} />;
}
