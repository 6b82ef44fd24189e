import { Tag } from 'antd';
import { LEVEL_NAMES, type RecommendLevel } from '@/api/points';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

interface LevelColours {
  /** The hue's name, for tests and the data attribute. */
  name: 'gray' | 'blue' | 'green' | 'yellow' | 'orange';
  text: string;
  background: string;
  border: string;
}

/**
 * Referral level colours (rule STATE-17): 1 gray, 2 blue, 3 green, 4 yellow, 5 orange. The texts are the dark shades
 * of antd's palettes, so every tag keeps AA contrast (≥ 4.5:1) on its light background.
 */
export const LEVEL_COLOURS: Record<RecommendLevel, LevelColours> = {
  1: { name: 'gray', text: '#595959', background: '#f5f5f5', border: '#d9d9d9' },
  2: { name: 'blue', text: '#0958d9', background: '#e6f4ff', border: '#91caff' },
  3: { name: 'green', text: '#237804', background: '#f6ffed', border: '#b7eb8f' },
  4: { name: 'yellow', text: '#874d00', background: '#fffbe6', border: '#ffe58f' },
  5: { name: 'orange', text: '#ad4e00', background: '#fff7e6', border: '#ffd591' },
};

/** A level's name; an unknown or missing level shows the name the server sent, else "--". */
export function levelName(level: number | null | undefined, serverName?: string): string {
  return LEVEL_NAMES[level as RecommendLevel] ?? (serverName?.trim() || EMPTY_PLACEHOLDER);
}

/** The colours of a level; an unknown or missing level shows level 1's. */
export function levelColours(level: number | null | undefined): LevelColours {
  return LEVEL_COLOURS[level as RecommendLevel] ?? LEVEL_COLOURS[1];
}

interface LevelTagProps {
  level: number | null | undefined;
  /** The level's name from the server (`recommendLevelName`): shown only for a level the product does not know. */
  name?: string;
}

/** A referral level as a tag in its colour with its name (home card, user card, ranking, my rank). */
export function LevelTag({ level, name }: LevelTagProps) {
  const colours = levelColours(level);
  const label = levelName(level, name);
  return (
    <Tag
      data-level-colour={colours.name}
      style={{ marginInlineEnd: 0, color: colours.text, background: colours.background, borderColor: colours.border }}
    >
      {label}
    </Tag>
  );
}
