import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';

export interface QrCodeCardProps {
  value: string;
  size: number;
  caption: ReactNode;
}

/** A QR code with a caption underneath. */
export function QrCodeCard({ value, size, caption }: QrCodeCardProps) {
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <div style={{ background: '#fff', padding: 6, borderRadius: 4, display: 'inline-block', lineHeight: 0 }}>
        <QRCodeSVG
          value={value}
          size={size}
          marginSize={0}
          title={typeof caption === 'string' ? `${caption}的二维码` : '二维码'}
        />
      </div>
      <figcaption style={{ marginTop: 6, fontSize: 12 }}>{caption}</figcaption>
    </figure>
  );
}
