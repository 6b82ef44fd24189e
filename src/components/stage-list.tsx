import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import styles from './stage-list.module.css';

/** done: reached; ended: stopped there; next: waited for; complete: all done; upcoming: not reached yet. */
export type StageState = 'done' | 'ended' | 'next' | 'complete' | 'upcoming';

export interface StageListItem {
  key: string;
  state: StageState;
  label: ReactNode;
  /** The step the process is at now: `aria-current="step"` and a visible mark. */
  current?: boolean;
  /** When the stage was reached ('' or unreadable shows "--"); undefined shows no date. */
  time?: string;
  /** Beside the date (points, a note). */
  extra?: ReactNode;
  /** Under the line (a reason, what happens next). */
  children?: ReactNode;
}

/** A date of a stage, in the tables' format, as a `<time>` when it is one. */
export function StageDate({ value }: { value: string }) {
  const shown = formatDate(value);
  return shown === '--' ? <span className={styles.date}>--</span> : <time className={styles.date}>{shown}</time>;
}

/** The visible mark of the current stage; `aria-current` says it to assistive technology. */
const CURRENT_MARK = '当前';

/**
 * The stages of a process as an ordered list, each hanging on a line to the next (a referral's trail, an application's
 * timeline): a dot coloured by its state, the label, its date and what the feature adds under it.
 */
export function StageList({ label, items, id }: { label: string; items: StageListItem[]; id?: string }) {
  return (
    <ol className={styles.list} aria-label={label} id={id}>
      {items.map((item) => (
        <li
          key={item.key}
          className={styles.item}
          data-state={item.state}
          data-current={item.current ? '' : undefined}
          aria-current={item.current ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.line}>
            <span className={styles.label}>{item.label}</span>
            {item.current && <span className={styles.current}>{CURRENT_MARK}</span>}
            {item.time !== undefined && <StageDate value={item.time} />}
            {item.extra}
          </div>
          {item.children}
        </li>
      ))}
    </ol>
  );
}
