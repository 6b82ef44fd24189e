import { Button, Popconfirm, Tag } from 'antd';
import type { FavouritePosition } from '@/api/favourites';
import { JobCard } from '@/entities/job/job-card';
import { usePagePath } from '@/lib/routing';
import { formatDate } from '@/lib/format';

interface FavouriteItemProps {
  favourite: FavouritePosition;
  onRemove: () => Promise<unknown>;
}

/** One favourite: a job card (greyed and tagged when invalid) with its collect date and a confirmed removal. */
export function FavouriteItem({ favourite, onRemove }: FavouriteItemProps) {
  const invalid = !favourite.isValid;
  const path = usePagePath();
  return (
    <JobCard
      headingLevel={2}
      position={favourite}
      invalid={invalid}
      href={invalid ? undefined : path('jobDetail', { recruitType: favourite.recruitType, query: { id: favourite.id } })}
      badge={
        invalid ? (
          <Tag color="default" style={{ marginInlineEnd: 0 }}>
            已失效
          </Tag>
        ) : undefined
      }
      actions={
        <div style={{ textAlign: 'right' }}>
          <div style={{ color: '#6b6b6b', fontSize: 12, marginBottom: 8 }}>收藏于 {formatDate(favourite.collectTime)}</div>
          <Popconfirm
            title="确定取消收藏该职位？"
            okText="取消收藏"
            cancelText="再想想"
            // A failed removal was already toasted by the HTTP client; the card simply stays.
            onConfirm={() => onRemove().catch(() => undefined)}
          >
            <Button aria-label={`取消收藏：${favourite.positionName}`}>取消收藏</Button>
          </Popconfirm>
        </div>
      }
    />
  );
}
