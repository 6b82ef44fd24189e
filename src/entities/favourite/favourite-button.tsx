import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { createContext, memo, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLatestCallback } from '@/components/use-latest-callback';
import { useFavourites, type FavouriteTarget, type Favourites } from './use-favourites';
import styles from './favourite-button.module.css';

interface Scope {
  favourites: Favourites;
  /** False until the scope's first commit is done: the buttons of a `deferred` scope hold their box until then. */
  ready: boolean;
}

const FavouritesContext = createContext<Scope | undefined>(undefined);

/**
 * Reads the favourite state once for every favourite button inside it (a job list's cards): one set of observers
 * instead of four per card. When the state changes only the buttons render again, not the list. `deferred` (a job
 * list): the buttons come in a render of their own after the cards, so the cards' arrival is a shorter task; until
 * then each holds its button's box (docs/decisions/129).
 */
export function FavouritesScope({
  children,
  needIds = true,
  deferred = false,
}: {
  children: ReactNode;
  needIds?: boolean;
  deferred?: boolean;
}) {
  const favourites = useFavourites(needIds);
  const [ready, setReady] = useState(!deferred);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  const scope = useMemo(() => ({ favourites, ready }), [favourites, ready]);
  return <FavouritesContext.Provider value={scope}>{children}</FavouritesContext.Provider>;
}

interface FavouriteButtonProps {
  target: FavouriteTarget;
  /** The job's title, so screen readers hear which job the button favourites. */
  jobName: string;
  /** Known state from a detail call; otherwise taken from the user's favourites. */
  collected?: boolean;
  /** `icon` on cards, `button` (with text) on the detail page. */
  variant?: 'icon' | 'button';
}

/**
 * Favourite toggle of a job; signed out it starts the sign-in and saves the favourite afterwards. Inside a
 * `FavouritesScope` it reads the scope's state; alone (a detail page) it reads its own.
 */
export function FavouriteButton(props: FavouriteButtonProps) {
  const scope = useContext(FavouritesContext);
  if (scope && !scope.ready && (props.variant ?? 'icon') === 'icon') return <span className={styles.placeholder} aria-hidden />;
  if (scope) return <ScopedFavouriteButton {...props} favourites={scope.favourites} />;
  return (
    <FavouritesScope needIds={props.collected === undefined}>
      <FavouriteButton {...props} />
    </FavouritesScope>
  );
}

function ScopedFavouriteButton({
  target,
  jobName,
  collected: known,
  variant = 'icon',
  favourites,
}: FavouriteButtonProps & { favourites: Favourites }) {
  const { collected, busy, pending } = favourites.stateOf(target, known);
  // Resume a favourite clicked before the sign-in, once the session is known.
  useEffect(() => {
    favourites.resume(target);
    // Once per sign-in and job: the scope's object changes with every state it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [favourites.isLoggedIn, target.id]);
  // When the scope's state changes, every card's button renders again; its view only when what it shows changed
  // (docs/decisions/115).
  const onToggle = useLatestCallback(() => favourites.toggle(target, known));
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
