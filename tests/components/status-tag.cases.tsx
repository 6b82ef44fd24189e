import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTag, TAG_TONES, type TagTone } from '@/components/status-tag';

/** Relative luminance and contrast ratio of WCAG 2.x, for the AA check of each tone's text. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const LABELS = { 1: '进行中', 2: '已结束' };
const TONES: Record<1 | 2, TagTone> = { 1: 'blue', 2: 'gray' };

describe('tag tones and the status tag', () => {
  it.each(Object.keys(TAG_TONES) as TagTone[])('the %s text keeps AA contrast on its background', (tone) => {
    expect(contrast(TAG_TONES[tone].color, TAG_TONES[tone].background)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows a status with its label, in its tone, the status in data-status', () => {
    render(<StatusTag status={2} labels={LABELS} tones={TONES} />);
    const tag = screen.getByText('已结束');
    expect(tag).toHaveAttribute('data-status', '2');
    expect(tag).toHaveStyle({ color: TAG_TONES.gray.color, background: TAG_TONES.gray.background });
  });

  it('shows "--" when the server sent no status', () => {
    render(<StatusTag<1 | 2> status={null} labels={LABELS} tones={TONES} />);
    expect(screen.getByText('--')).not.toHaveAttribute('data-status');
  });
});
