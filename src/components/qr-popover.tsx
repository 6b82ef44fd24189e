import { Popover } from 'antd';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import type { QrCodeCardProps } from './qr-code-card';

export type { QrCodeCardProps } from './qr-code-card';

// qrcode.react is loaded when a code is first shown (hovered popover, footer scrolled into view), not up front.
const QrCodeCard = lazy(() => import('./qr-code-card').then(({ QrCodeCard: Card }) => ({ default: Card })));

/** The card's box while its code loads, the same size, so nothing moves when the code appears. */
function QrCodePlaceholder({ size, caption }: Pick<QrCodeCardProps, 'size' | 'caption'>) {
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <div style={{ background: '#fff', padding: 6, borderRadius: 4, display: 'inline-block', lineHeight: 0 }}>
        <div style={{ width: size, height: size }} />
      </div>
      <figcaption style={{ marginTop: 6, fontSize: 12 }}>{caption}</figcaption>
    </figure>
  );
}

/** A QR code with a caption underneath, its code loaded lazily. */
export function LazyQrCodeCard(props: QrCodeCardProps) {
  return (
    <Suspense fallback={<QrCodePlaceholder size={props.size} caption={props.caption} />}>
      <QrCodeCard {...props} />
    </Suspense>
  );
}

/** Runs `run` when the browser is idle after the window's load event (at most ~3 s after it without idle time). */
function whenIdleAfterLoad(run: () => void): { cancel: () => void } {
  let cancelled = false;
  let idleId: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(run, { timeout: 3000 });
    else idleId = window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return {
    cancel: () => {
      cancelled = true;
      window.removeEventListener('load', schedule);
      if (idleId === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
      else window.clearTimeout(idleId);
    },
  };
}

/** A QR code card that loads its code once it comes into view (e.g. in the footer) or the browser is idle. */
export function QrCodeCardWhenVisible(props: QrCodeCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return undefined;
    // When on screen (at first paint the footer sits just below the fold: page-frame's min-height), or once the
    // browser is idle after the page has loaded, so the code is there before anyone scrolls down to it.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.intersectionRatio > 0)) setVisible(true);
    });
    observer.observe(element);
    const idle = whenIdleAfterLoad(() => setVisible(true));
    return () => {
      observer.disconnect();
      idle.cancel();
    };
  }, [visible]);
  return (
    <div ref={ref}>
      {visible ? <LazyQrCodeCard {...props} /> : <QrCodePlaceholder size={props.size} caption={props.caption} />}
    </div>
  );
}

interface QrPopoverProps extends QrCodeCardProps {
  children: ReactNode;
}

/** A trigger that shows a QR code on hover or keyboard focus (public account, mini program, video channel …). */
export function QrPopover({ value, size, caption, children }: QrPopoverProps) {
  return (
    <Popover content={<LazyQrCodeCard value={value} size={size} caption={caption} />} trigger={['hover', 'focus']}>
      {children}
    </Popover>
  );
}
