import { Skeleton } from 'antd';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { whenIdle } from '@/lib/format';
import { preloadableLazy } from '@/lib/routing';
import type { UserDropdownProps } from './user-dropdown';
import { ARROW_SIZE, AVATAR_SIZE, labelStyle, triggerStyle } from './user-card-style';

// Dropdown, Menu and Avatar (≈ 20 kB gzip) are needed only by signed-in visitors: their code loads when one is.
// One load for the preload and the lazy component.
const { Component: UserDropdown, preload: loadUserDropdown } = preloadableLazy(() => import('./user-dropdown'));

/** How long a signed-in page waits at most for an idle moment to load the card's code: before the user's data arrives. */
const PRELOAD_IDLE_TIMEOUT_MS = 100;

/**
 * For a header that will show the card (`signedIn`: the visitor holds a token), loads its code in a task of its own
 * right after the header first shows: the chunk's two dozen module requests then do not start inside the render that
 * shows the card once the user's data arrives (~30–60 ms of main thread at 4× CPU slowdown; docs/decisions/092).
 */
export function usePreloadUserDropdown(signedIn: boolean): void {
  useEffect(
    () =>
      signedIn ? whenIdle(() => void loadUserDropdown().catch(() => undefined), { timeout: PRELOAD_IDLE_TIMEOUT_MS }) : undefined,
    [signedIn],
  );
}

const { display, alignItems, minWidth, gap, fontSize } = triggerStyle;
/** The card's button (user-dropdown) as laid out: its flex row, its text at the browser's `normal` line height. */
const CARD_ROW = { display, alignItems, minWidth, gap, fontSize, lineHeight: 'normal', position: 'relative' } as const;
/** The button's avatar and the gap after it: where the name's bar starts. */
const BAR_START = AVATAR_SIZE + gap;
/** Without a label, the name's bar (label, gap and arrow) is 96 px wide. */
const NO_LABEL_WIDTH = 96 - gap - ARROW_SIZE;
const HIDDEN = { visibility: 'hidden' } as const;

/**
 * antd's own skeleton of the card (avatar and name) holds its place while the code loads, as wide as the card will be:
 * the label and the arrow's box are laid out invisibly as in the card's button — cut short in a narrow header as the
 * button's label is — and the name's bar spans them. So nothing beside the card moves when the card replaces it
 * (the staff header's QR trigger; docs/decisions/139).
 */
function UserCardSkeleton({ label }: { label: string }) {
  return (
    <span role="status" aria-busy="true" aria-label="正在加载用户信息" style={CARD_ROW}>
      <Skeleton.Avatar active size={AVATAR_SIZE} />
      <span aria-hidden="true" style={label ? { ...labelStyle, ...HIDDEN } : { ...HIDDEN, width: NO_LABEL_WIDTH }}>
        {label}
      </span>
      <span aria-hidden="true" style={{ ...HIDDEN, display: 'inline-block', width: ARROW_SIZE, height: ARROW_SIZE }} />
      <Skeleton.Input
        active
        size="small"
        styles={{
          root: { position: 'absolute', insetInline: `${BAR_START}px 0`, top: '50%', translate: '0 -50%' },
          content: { width: '100%', minWidth: 0 },
        }}
      />
    </span>
  );
}

/** The signed-in user's card with its menu (rules NAV-9, NAV-11). */
export function LazyUserDropdown(props: UserDropdownProps) {
  // The card mounts in a background render of its own (interruptible, in slices), its skeleton shown first: the user's
  // data arrives in a render that cannot wait (TanStack Query's store), which also renders every part of the page that
  // follows the session (docs/decisions/115).
  const mounted = useDeferredValue(true, false);
  if (!mounted) return <UserCardSkeleton label={props.label} />;
  return (
    <Suspense fallback={<UserCardSkeleton label={props.label} />}>
      <UserDropdown {...props} />
    </Suspense>
  );
}
