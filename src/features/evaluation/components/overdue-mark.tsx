import { ClockCircleOutlined } from '@ant-design/icons';
import styles from './evaluation.module.css';

/** An evaluation still to fill in more than 24 hours after its interview: said in words ("已超时 2 天"), not by colour alone. */
export function OverdueMark({ label }: { label: string }) {
  return (
    <span className={styles.overdue}>
      <ClockCircleOutlined aria-hidden="true" />
      {label}
    </span>
  );
}
