import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { readJson, safeSessionStorage, writeJson } from '@/lib/storage';

/** Session-storage key of the job lists' scroll positions, by history entry (`location.key`). */
export const LIST_SCROLL_KEY = 'jobListScroll';
/** Entries kept: enough for a long browse; the oldest go first. */
const KEPT = 30;

type ScrollMap = Record<string, number>;

const isScrollMap = (value: unknown): value is ScrollMap =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((y) => typeof y === 'number');

function readMap(): ScrollMap {
  return readJson<ScrollMap>(safeSessionStorage(), LIST_SCROLL_KEY, {}, isScrollMap);
}

function remember(key: string, y: number): void {
  const map = readMap();
  delete map[key];
  map[key] = Math.round(y);
  const keys = Object.keys(map);
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete map[old];
  writeJson(safeSessionStorage(), LIST_SCROLL_KEY, map);
}

/**
 * The job list's scroll position per history entry (docs/decisions/070). The app's router is declarative (no data
 * router, so no `<ScrollRestoration>`), and the results arrive after the page mounts, too late for the browser's own
 * restoration. So the list records `scrollY` under its `location.key` while it is shown, and when the entry is
 * reached again by Back/Forward or a reload (`POP`) it scrolls there once `ready` (the results are on screen). A new
 * visit (`PUSH`/`REPLACE`: a link, a header tab, a page change) gets a new key and starts at the top.
 */
export function useListScrollMemory(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const restored = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const y = navigationType === 'POP' ? readMap()[key] : undefined;
    if (y !== undefined && y > 0) window.scrollTo({ top: y });
  }, [key, navigationType, ready]);

  // A layout effect: the listener goes with the list's DOM, before the next page's height can clamp the scroll.
  useLayoutEffect(() => {
    let frame = 0;
    const onScroll = () => {
      // Before the position is restored, the browser's own scrolling (clamped to a page still loading) is not the
      // visitor's: keep what was recorded.
      if (restored.current !== key || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        remember(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
}
