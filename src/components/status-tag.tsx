import { Tag } from 'antd';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

/**
 * The tones of a tag: the dark shade of an antd palette as text on that palette's light background and border, so
 * every tag keeps AA contrast (≥ 4.5:1), which antd's light presets do not reach.
 */
export const TAG_TONES = {
  gray: { color: '#595959', background: '#f5f5f5', borderColor: '#d9d9d9' },
  blue: { color: '#0958d9', background: '#e6f4ff', borderColor: '#91caff' },
  green: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
  yellow: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  orange: { color: '#ad4e00', background: '#fff7e6', borderColor: '#ffd591' },
} as const;

export type TagTone = keyof typeof TAG_TONES;

interface StatusTagProps<S extends number> {
  /** The status; null (the server sent none) shows "--". */
  status: S | null;
  labels: Record<S, string>;
  tones: Record<S, TagTone>;
}

/** A status as a tag in its tone with its label, the status in `data-status`. */
export function StatusTag<S extends number>({ status, labels, tones }: StatusTagProps<S>) {
  if (status === null) return <span>{EMPTY_PLACEHOLDER}</span>;
  return (
    <Tag data-status={status} style={{ marginInlineEnd: 0, ...TAG_TONES[tones[status]] }}>
      {labels[status]}
    </Tag>
  );
}
