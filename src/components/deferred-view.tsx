import { memo, useDeferredValue, type FunctionComponent } from 'react';

/**
 * `View` as a component that renders in the background (interruptible, in slices) whenever its props change, and
 * not at all in a render that cannot wait. TanStack Query hands each server answer to React through
 * `useSyncExternalStore`, whose updates React renders at once, in one task; so does the session's store. Such a
 * render now gives the memoised view the props it showed before, which it skips, and the new props follow in a
 * background render (docs/decisions/115, 116). The first render shows its props at once.
 *
 * The props must keep their identity while what they show is the same: a handler made in the parent's render goes
 * through `useLatestCallback`, an object or array through `useMemo` or a module constant.
 */
export function deferredView<P extends object>(View: FunctionComponent<P>): FunctionComponent<P> {
  const Memoised = memo(View);
  function DeferredView(props: P) {
    const shown = useDeferredValue(props);
    return <Memoised {...shown} />;
  }
  DeferredView.displayName = `Deferred(${View.displayName ?? View.name})`;
  return DeferredView;
}
