import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo } from 'react';
import { useLatestCallback } from '@/components/use-latest-callback';
import { useFavouriteToggle, type FavouriteTarget } from './use-favourite-toggle';

interface FavouriteButtonProps {
  target: FavouriteTarget;
  /** The job's title, so screen readers hear which job the button favourites. */
  jobName: string;
  /** Known state from a detail call; otherwise taken from the user's favourites. */
  collected?: boolean;
  /** `icon` on cards, `button` (with text) on the detail page. */
  variant?: 'icon' | 'button';
}

/** Favourite toggle of a job; signed out it starts the sign-in and saves the favourite afterwards. */
export function FavouriteButton({ target, jobName, collected: known, variant = 'icon' }: FavouriteButtonProps) {
  const { collected, busy, pending, toggle } = useFavouriteToggle(target, known);
  // Every card's button follows the session and the favourite ids: when they arrive, a list's twenty buttons render
  // again in one task. The button itself only when what it shows changed (docs/decisions/115).
  const onToggle = useLatestCallback(toggle);
  // A running call shows its outcome at once, not a spinner (optimistic); the session loading does spin.
  return (
    <FavouriteButtonView
      variant={variant}
      jobName={jobName}
      collected={collected}
      loading={busy && !pending}
      pending={pending}
      onToggle={onToggle}
    />
  );
}

interface FavouriteButtonViewProps {
  variant: 'icon' | 'button';
  jobName: string;
  collected: boolean;
  loading: boolean;
  pending: boolean;
  onToggle: () => void;
}

const FavouriteButtonView = memo(function FavouriteButtonView({
  variant,
  jobName,
  collected,
  loading,
  pending,
  onToggle,
}: FavouriteButtonViewProps) {
  const label = collected ? '取消收藏' : '收藏';
  const icon = collected ? <HeartFilled style={{ color: '#d4282d' }} /> : <HeartOutlined />;
  if (variant === 'button') {
    return (
      <Button size="large" icon={icon} loading={loading} onClick={onToggle} aria-pressed={collected} aria-busy={pending}>
        {collected ? '已收藏' : '收藏'}
      </Button>
    );
  }
  // The browser's own tooltip (title): an antd Tooltip on every card would put its positioning engine on the
  // job list's first load.
  return (
    <Button
      type="text"
      shape="circle"
      icon={icon}
      loading={loading}
      aria-busy={pending}
      title={label}
      aria-pressed={collected}
      aria-label={`${label}：${jobName}`}
      onClick={(event) => {
        // Cards are links: the toggle must not open the job.
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
    />
  );
});
