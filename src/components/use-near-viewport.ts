import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport (it stays true afterwards). Code that only a
 * visitor who scrolls down needs (paging, the footer's QR code) loads then, not with the page; where
 * IntersectionObserver is missing, at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
