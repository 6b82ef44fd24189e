import { CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, Popover, Space } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { createShortLink } from '@/api/links';
import { toast } from '@/lib/feedback';

export interface SharePopoverProps {
  /** The full URL to share (origin + path + query). */
  url: string;
  /** Shares at once and takes the focus: the visitor clicked the button standing in while this code loaded. */
  startOpen?: boolean;
}

/** Creates the short link once, copies it and shows it with a QR code; falls back to the long URL. */
export function SharePopover({ url, startOpen = false }: SharePopoverProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const started = useRef(false);
  const shortLink = useMutation({ mutationFn: () => createShortLink(url) });
  const link = shortLink.data?.shortUrl ?? (shortLink.isError ? url : undefined);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('链接已复制');
    } catch {
      toast.warning('无法自动复制，请手动复制链接');
    }
  };

  const share = async () => {
    setOpen(true);
    if (link) {
      await copy(link);
      return;
    }
    let text = url;
    try {
      text = (await shortLink.mutateAsync()).shortUrl;
    } catch {
      // The long URL still works; the error toast came from the HTTP client.
    }
    await copy(text);
  };

  useEffect(() => {
    if (!startOpen || started.current) return;
    started.current = true;
    button.current?.focus();
    void share();
    // Once, on mount: the click that asked for it happened before this code was there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const content = (
    <div style={{ width: 220, textAlign: 'center' }}>
      {link ? (
        <>
          <div style={{ display: 'inline-block', padding: 8, background: '#fff', lineHeight: 0 }}>
            <QRCodeSVG value={link} size={140} marginSize={0} title="职位链接二维码" />
          </div>
          <p style={{ margin: '8px 0', color: '#595959', fontSize: 12 }}>微信扫一扫，分享给好友</p>
          <Space.Compact style={{ width: '100%' }}>
            <Input value={link} readOnly aria-label="分享链接" size="small" />
            <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(link)} aria-label="复制链接" />
          </Space.Compact>
        </>
      ) : (
        <p style={{ margin: 0, color: '#6b6b6b' }}>正在生成分享链接…</p>
      )}
    </div>
  );

  return (
    <Popover
      content={content}
      title="分享职位"
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottom"
      getPopupContainer={(trigger) => trigger.closest('main') ?? document.body}
    >
      <Button ref={button} size="large" icon={<ShareAltOutlined />} loading={shortLink.isPending} onClick={() => void share()}>
        分享
      </Button>
    </Popover>
  );
}
