import { Suspense, cloneElement, lazy, useEffect, useId, useRef, useState, type ComponentType, type ReactElement } from 'react';
import type { QrCodeCardProps } from './qr-code-card';
import styles from './qr-popover.module.css';
import { useNearViewport } from './use-near-viewport';

export type { QrCodeCardProps } from './qr-code-card';

// qrcode.react is loaded when a code is first shown (hovered or focused card, footer near the screen), not up front.
const loadQrCodeCard = () => import('./qr-code-card');
const QrCodeCard = lazy(() => loadQrCodeCard().then(({ QrCodeCard: Card }) => ({ default: Card })));

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

/**
 * A QR code card that loads its code once it shows on screen (the footer's, as the visitor scrolls down). Not
 * earlier: while a page's code loads, the footer sits right at the fold, and a margin would load it on every visit.
 *
 * The card renders once its code is there, in an update of its own, not as a Suspense retry: a retry renders in slices
 * that any update arriving meanwhile (a page's data) throws away, and each new try encoded the QR code again — up to
 * five times, 20–50 ms in all, on a page whose footer shows while it loads (docs/decisions/107). Should the code fail to
 * load, the placeholder stays with its caption.
 */
export function QrCodeCardWhenVisible(props: QrCodeCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, 0);
  const [Card, setCard] = useState<ComponentType<QrCodeCardProps>>();
  useEffect(() => {
    if (!near) return undefined;
    let mounted = true;
    loadQrCodeCard().then(
      ({ QrCodeCard: loaded }) => {
        if (mounted) setCard(() => loaded);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [near]);
  return <div ref={ref}>{Card ? <Card {...props} /> : <QrCodePlaceholder size={props.size} caption={props.caption} />}</div>;
}

interface QrPopoverProps extends QrCodeCardProps {
  /** The trigger: a focusable element (a button), described by the card. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Above the trigger (footer) or below it (header). */
  placement?: 'top' | 'bottom';
}

/**
 * A trigger that shows a QR code card above it on hover or keyboard focus (public account, mini program, video
 * channel …). Plain CSS (`:hover`, `:focus-within`) rather than antd's Popover, which would put its positioning
 * engine on every first load for three footer icons; the code itself loads on the first hover or focus.
 */
export function QrPopover({ value, size, caption, children, placement = 'top' }: QrPopoverProps) {
  const [wanted, setWanted] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Escape hides the card until the next hover or focus (content on hover is dismissible, WCAG 1.4.13); it listens
  // on the document, as a hovered trigger need not have the focus.
  const [dismissed, setDismissed] = useState(false);
  const active = hovered || focused;
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
  const cardId = useId();
  return (
    <span
      className={`${styles.anchor} ${dismissed ? styles.dismissed : ''}`}
      onPointerEnter={() => {
        setWanted(true);
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setWanted(true);
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { 'aria-describedby': cardId })}
      <span role="tooltip" id={cardId} className={`${styles.card} ${placement === 'bottom' ? styles.bottom : ''}`}>
        {wanted ? (
          <LazyQrCodeCard value={value} size={size} caption={caption} />
        ) : (
          <QrCodePlaceholder size={size} caption={caption} />
        )}
      </span>
    </span>
  );
}
