import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEVEL_NAMES } from '@/api/points';
import { TAG_TONES } from '@/components/status-tag';
import { LevelTag, levelColours } from '@/entities/referral-level/level-tag';

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

  it.each([1, 2, 3, 4, 5])(
    'level %i is drawn in its AA tag tone (tests/components/status-tag.cases.tsx checks the contrast)',
    (level) => {
      const { name, text, background, border } = levelColours(level);
      expect({ color: text, background, borderColor: border }).toEqual(TAG_TONES[name]);
    },
  );

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
