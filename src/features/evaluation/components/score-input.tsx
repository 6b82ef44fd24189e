import { Radio } from 'antd';
import { useId, useRef, type KeyboardEvent } from 'react';
import { SCORES, type Score } from '../lib/rubric';
import styles from './evaluation.module.css';

/** Puts the focus on a dimension's score (the chosen one, else the first), e.g. when it was left unscored. */
export function focusScore(container: HTMLElement | null, code: string): void {
  const group = container?.querySelector(`[data-dimension="${CSS.escape(code)}"]`);
  const radios = group ? [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')] : [];
  (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
}

interface ScoreInputProps {
  /** The dimension's code, by which `focusScore` finds the group. */
  code: string;
  /** The id of the dimension's name: the group's accessible name. */
  labelledBy: string;
  /** What each level means on this dimension, shown under its score and read as its description. */
  meanings: Readonly<Record<Score, string>>;
  value?: number;
  onChange?: (score: number) => void;
}

/**
 * A 1–5 score as a radio group (antd's button style) laid out as a rubric: each level's meaning under its score, always
 * visible and tied to its radio (`aria-describedby`). Quick with the keyboard alone: Tab reaches it, the arrow keys
 * move and choose (native radios), and a digit 1–5 chooses that score at once and puts the focus on it.
 */
export function ScoreInput({ code, labelledBy, meanings, value, onChange }: ScoreInputProps) {
  const group = useRef<HTMLDivElement>(null);
  const id = useId();
  const meaningId = (score: Score) => `${id}-meaning-${score}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const score = Number(event.key);
    if (!SCORES.some((s) => s === score)) return;
    event.preventDefault();
    onChange?.(score);
    group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')[score - 1]?.focus();
  };

  return (
    // The digits are caught here as they bubble up from the focused radio.
    <div ref={group} data-dimension={code} onKeyDown={onKeyDown}>
      <Radio.Group
        aria-labelledby={labelledBy}
        optionType="button"
        buttonStyle="solid"
        value={value}
        onChange={(event) => onChange?.(Number(event.target.value))}
        className={styles.scale}
      >
        {SCORES.map((score) => (
          <div key={score} className={value === score ? `${styles.level} ${styles.levelChosen}` : styles.level}>
            {/* Alone in its wrapper, the button keeps antd's rounded ends (they go by first and last child). */}
            <span className={styles.levelButtonWrap}>
              <Radio.Button value={score} aria-describedby={meaningId(score)} className={styles.levelButton}>
                {score} 分
              </Radio.Button>
            </span>
            <span id={meaningId(score)} className={styles.levelMeaning}>
              {meanings[score]}
            </span>
          </div>
        ))}
      </Radio.Group>
    </div>
  );
}
