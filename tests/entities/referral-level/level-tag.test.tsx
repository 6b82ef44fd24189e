import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEVEL_NAMES } from '@/api/points';
import { LevelTag, levelColours } from '@/entities/referral-level/level-tag';

/** Relative luminance and contrast ratio of WCAG 2.x, for the AA check of each tag's text. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('referral level colours (rule STATE-17)', () => {
  it.each([
    [1, 'gray'],
    [2, 'blue'],
    [3, 'green'],
    [4, 'yellow'],
    [5, 'orange'],
  ])('level %i is %s', (level, name) => {
    expect(levelColours(level).name).toBe(name);
  });

  it.each([[0], [6], [null], [undefined], [2.5]])('an unknown level (%s) shows level 1’s colour', (level) => {
    expect(levelColours(level)).toBe(levelColours(1));
  });

  it.each([1, 2, 3, 4, 5])('the text of level %i keeps AA contrast on its background', (level) => {
    const { text, background } = levelColours(level);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('names a known level from the one map, in the level’s colour, whatever name came along', () => {
    render(
      <>
        <LevelTag level={4} name="别的名字" />
        <LevelTag level={3} />
      </>,
    );
    expect(screen.getByText(LEVEL_NAMES[4]).closest('[data-level-colour]')).toHaveAttribute('data-level-colour', 'yellow');
    expect(screen.getByText(LEVEL_NAMES[3]).closest('[data-level-colour]')).toHaveAttribute('data-level-colour', 'green');
    expect(screen.queryByText(/Lv\./)).toBeNull();
  });

  it('names an unknown level as the server did, else "--", in level 1’s colour', () => {
    render(
      <>
        <LevelTag level={7} name="推荐传奇" />
        <LevelTag level={null} />
      </>,
    );
    expect(screen.getByText('推荐传奇').closest('[data-level-colour]')).toHaveAttribute('data-level-colour', 'gray');
    expect(screen.getByText('--').closest('[data-level-colour]')).toHaveAttribute('data-level-colour', 'gray');
  });
});
