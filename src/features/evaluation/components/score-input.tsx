import { Radio } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { SCORE_MEANING, SCORES } from '../lib/evaluation-form';

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
  value?: number;
  onChange?: (score: number) => void;
}

/**
 * A 1–5 score as a radio group (antd's button style), quick with the keyboard alone: Tab reaches it, the arrow keys
 * move and choose (native radios), and a digit 1–5 chooses that score at once and puts the focus on it.
 */
export function ScoreInput({ code, labelledBy, value, onChange }: ScoreInputProps) {
  const group = useRef<HTMLDivElement>(null);

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
    <div
      ref={group}
      data-dimension={code}
      onKeyDown={onKeyDown}
      style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
    >
      <Radio.Group
        aria-labelledby={labelledBy}
        optionType="button"
        buttonStyle="solid"
        value={value}
        onChange={(event) => onChange?.(Number(event.target.value))}
        options={SCORES.map((score) => ({
          value: score,
          label: <span style={{ display: 'inline-block', minWidth: 34, textAlign: 'center' }}>{score} 分</span>,
          title: SCORE_MEANING[score],
        }))}
      />
      <span style={{ color: value ? '#1f1f1f' : '#6b6b6b', fontSize: 13, minWidth: 70 }} aria-hidden="true">
        {value ? SCORE_MEANING[value] : '未打分'}
      </span>
    </div>
  );
}
