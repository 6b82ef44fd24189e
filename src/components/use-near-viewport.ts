import { useEffect, useState, type RefObject } from 'react';
import { isNearSeenArea } from '@/lib/device';

/**
 * Whether the element has come within `margin` px (above or below) of what the visitor sees; it stays true
 * afterwards. Code that only a visitor who scrolls down needs (paging, the footer's QR code) loads then, not with the
 * page; where IntersectionObserver is missing, at once.
 *
 * The observer alone is not enough: it measures against the layout viewport, which a mobile browser makes far taller
 * than the screen for a wide page (lib/device/visual-viewport). While the observer says "on screen" but the element is
 * still below what the visitor sees, scrolling (and the page's height) is watched until it is.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: number): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const seen = window.visualViewport;
    const check = () => {
      if (isNearSeenArea(element.getBoundingClientRect(), seen, margin)) setNear(true);
    };
    // The page's height changing (data arriving above the element) moves it without a scroll.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    let watching = false;
    const watch = (on: boolean) => {
      if (on === watching) return;
      watching = on;
      const method = on ? 'addEventListener' : 'removeEventListener';
      window[method]('scroll', check, { passive: true });
      seen?.[method]('scroll', check, { passive: true });
      seen?.[method]('resize', check, { passive: true });
      if (on) resized?.observe(document.documentElement);
      else resized?.disconnect();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry?.isIntersecting) watch(false);
        else if (isNearSeenArea(entry.boundingClientRect, seen, margin)) setNear(true);
        else watch(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      watch(false);
    };
  }, [near, ref, margin]);
  return near;
}
