import { Button, Popconfirm, Tag } from 'antd';
import type { FavouritePosition } from '@/api/favourites';
import { TAG_TONES } from '@/components/status-tag';
import { JobCard } from '@/entities/job/job-card';
import { usePagePath } from '@/lib/routing';
import { RECRUIT_TYPE_LABEL } from '@/lib/config/business';
import { formatDate } from '@/lib/format';

// Dark text on a light background: AA contrast, and apart from the red of the brand and the grey of 已失效.
const TYPE_TAG = { marginInlineEnd: 0, ...TAG_TONES.blue } as const;

interface FavouriteItemProps {
  favourite: FavouritePosition;
  /** Tag the recruit type (a list of every type's favourites). */
  showType?: boolean;
  onRemove: () => Promise<unknown>;
}

/** One favourite: a job card (greyed and tagged when invalid) with its collect date and a confirmed removal. */
export function FavouriteItem({ favourite, showType = false, onRemove }: FavouriteItemProps) {
  const invalid = !favourite.isValid;
  const path = usePagePath();
  return (
    <JobCard
      headingLevel={2}
      position={favourite}
      invalid={invalid}
      href={invalid ? undefined : path('jobDetail', { recruitType: favourite.recruitType, query: { id: favourite.id } })}
      badge={
        showType || invalid ? (
          <>
            {showType && (
              <Tag data-recruit-type={favourite.recruitType} style={TYPE_TAG}>
                {RECRUIT_TYPE_LABEL[favourite.recruitType]}
              </Tag>
            )}
            {invalid && (
              <Tag color="default" style={{ marginInlineEnd: 0 }}>
                已失效
              </Tag>
            )}
          </>
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
