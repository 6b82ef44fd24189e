import { describe, expect, it } from 'vitest';
import type { RankingItem } from '@/api/points';
import { levelColours } from '@/entities/referral-level/level-tag';
import { avatarColour, isMineOnPage, nameInitial, parseRankType, rankFigure } from '@/features/rank/lib/rank';
import { parsePage } from '@/lib/routing';

const item = (employeeId: string, overrides: Partial<RankingItem> = {}): RankingItem => ({
  rank: 1,
  employeeId,
  name: '王丽华',
  departmentName: '采购中心',
  recommendIntegral: 1280,
  recommendNum: 3,
  recommendLevel: 4,
  avatarUrl: '',
  ...overrides,
});

describe('ranking helpers', () => {
  it('reads the ranking of the URL: 2 is by referred hires, anything else by points', () => {
    expect(parseRankType('2')).toBe(2);
    expect(parseRankType('1')).toBe(1);
    expect(parseRankType('3')).toBe(1);
    expect(parseRankType(null)).toBe(1);
    expect(parsePage('4')).toBe(4);
    expect(parsePage('-1')).toBe(1);
  });

  it('shows the figure the ranking is ordered by, with its unit', () => {
    expect(rankFigure(item('E1'), 1)).toBe('1,280 积分');
    expect(rankFigure(item('E1'), 2)).toBe('3 人');
  });

  it('groups a large figure by thousands, a fractional one too', () => {
    expect(rankFigure(item('E1', { recommendIntegral: 1234567 }), 1)).toBe('1,234,567 积分');
    expect(rankFigure(item('E1', { recommendIntegral: 1280.5 }), 1)).toBe('1,280.5 积分');
  });

  it('puts the first character of the name in an avatar without a picture', () => {
    expect(nameInitial('王丽华')).toBe('王');
    expect(nameInitial('  Lily')).toBe('L');
    expect(nameInitial('𠀋一')).toBe('𠀋');
    expect(nameInitial('')).toBe('?');
  });

  it('gives an avatar without a picture a steady dark colour per name', () => {
    expect(avatarColour('王丽华')).toBe(avatarColour('王丽华'));
    expect(avatarColour('王丽华')).toMatch(/^#[0-9a-f]{6}$/);
    const colours = new Set(['马磊', '林静', '刘宇轩', '陈勇', '王超', '郭杰', '周平'].map(avatarColour));
    expect(colours.size).toBeGreaterThan(1);
  });

  it('tells whether my row is on the page shown', () => {
    expect(isMineOnPage([item('E1'), item('E2')], item('E2'))).toBe(true);
    expect(isMineOnPage([item('E1')], item('E2'))).toBe(false);
    expect(isMineOnPage([item('E1')], null)).toBe(false);
  });

  it('draws the levels in their colours, an unknown level in level 1 gray (rule STATE-17)', () => {
    expect([1, 2, 3, 4, 5].map((level) => levelColours(level).name)).toEqual(['gray', 'blue', 'green', 'yellow', 'orange']);
    expect(levelColours(9).name).toBe('gray');
    expect(levelColours(null).name).toBe('gray');
  });
});
