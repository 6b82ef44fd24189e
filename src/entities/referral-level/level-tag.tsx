import { Tag } from 'antd';
import { LEVEL_NAMES, type RecommendLevel } from '@/api/points';
import { TAG_TONES, type TagTone } from '@/components/status-tag';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

interface LevelColours {
  /** The hue's name, for tests and the data attribute. */
  name: TagTone;
  text: string;
  background: string;
  border: string;
}

function coloursOf(name: TagTone): LevelColours {
  const tone = TAG_TONES[name];
  return { name, text: tone.color, background: tone.background, border: tone.borderColor };
}

/** Referral level colours (rule STATE-17): 1 gray, 2 blue, 3 green, 4 yellow, 5 orange, in the AA tag tones. */
export const LEVEL_COLOURS: Record<RecommendLevel, LevelColours> = {
  1: coloursOf('gray'),
  2: coloursOf('blue'),
  3: coloursOf('green'),
  4: coloursOf('yellow'),
  5: coloursOf('orange'),
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
