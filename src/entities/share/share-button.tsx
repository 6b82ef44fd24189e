import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, startTransition, useState } from 'react';

const loadSharePopover = () => import('./share-popover');
// antd's Popover, Input and the QR code (≈ 25 kB gzip) load when the visitor reaches for the button.
const SharePopover = lazy(() => loadSharePopover().then(({ SharePopover: Popover }) => ({ default: Popover })));

/**
 * The job's "分享" button. Its popover's code starts loading when the pointer or focus comes to it; a click
 * before it is there keeps this button on screen (a transition) until the popover takes over and shares.
 */
export function ShareButton({ url }: { url: string }) {
  const [clicked, setClicked] = useState(false);
  const preload = () => void loadSharePopover();
  const standIn = (
    <Button
      size="large"
      icon={<ShareAltOutlined />}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => startTransition(() => setClicked(true))}
    >
      分享
    </Button>
  );
  if (!clicked) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SharePopover url={url} startOpen />
    </Suspense>
  );
}
