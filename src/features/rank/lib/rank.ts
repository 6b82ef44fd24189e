import type { RankingItem, RankingQuery } from '@/api/points';
import { EMPTY_PLACEHOLDER, formatInteger } from '@/lib/format';

export type RankType = NonNullable<RankingQuery['rankType']>;

/** The two rankings: by cumulative points (1, the default) and by referred hires (2). */
export const RANK_TYPE_LABEL: Record<RankType, string> = { 1: '按累计积分', 2: '按推荐入职' };

/** The ranking of the URL (`?rankType=1|2`); anything else is the default, by points. */
export function parseRankType(value: string | null | undefined): RankType {
  return value?.trim() === '2' ? 2 : 1;
}

/** The figure a ranking is ordered by, with its unit: "1,280 积分" or "3 人"; a missing figure is "--". */
export function rankFigure(item: Pick<RankingItem, 'recommendIntegral' | 'recommendNum'>, rankType: RankType): string {
  const figure = rankType === 2 ? item.recommendNum : item.recommendIntegral;
  if (figure === null) return EMPTY_PLACEHOLDER;
  return `${formatInteger(figure)} ${rankType === 2 ? '人' : '积分'}`;
}

/** What an avatar without a picture shows: the name's first character (a surrogate pair kept whole), or "?". */
export function nameInitial(name: string): string {
  const [first] = Array.from(name.trim());
  return first ?? '?';
}

// Dark shades only: the white initial keeps AA contrast on each of them.
const AVATAR_COLOURS = ['#0958d9', '#531dab', '#006d75', '#ad4e00', '#237804', '#c41d7f'] as const;

/** The background of an avatar without a picture: one of six dark hues, always the same for a name. */
export function avatarColour(name: string): string {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return AVATAR_COLOURS[sum % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

/** Whether the signed-in employee's row is on the page shown. */
export function isMineOnPage(list: readonly RankingItem[], mine: RankingItem | null): boolean {
  return Boolean(mine && list.some((item) => item.employeeId === mine.employeeId));
}
