import { ExclamationCircleOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { LoadingRegion } from '@/components/page-skeleton';
import styles from './remaining-deliveries.module.css';
import type { ActivityLimitState } from './use-activity-limit';

interface RemainingDeliveriesProps {
  /** The figure of the signed-in candidate (useActivityLimit). */
  state: ActivityLimitState;
  /** The session's limit per candidate, told to a visitor; unknown while the session has not loaded. */
  specialSessionLimit?: number;
  /** The line's id, for the apply button's aria-describedby. */
  id?: string;
}

/**
 * "本专场还可投递 N 个职位" (rule CAMPUS-7) for a signed-in candidate; for a visitor the session's limit and a way
 * to sign in to see what is left. One line high in every state, so nothing below it moves when it arrives.
 */
export function RemainingDeliveries({ state, specialSessionLimit, id }: RemainingDeliveriesProps) {
  if (!state.signedIn) {
    return (
      <p id={id} className={styles.line}>
        <SendOutlined aria-hidden className={styles.icon} />
        <span>
          {specialSessionLimit === undefined
            ? '本专场的投递次数有限，'
            : `本专场每位同学最多可投递 ${specialSessionLimit} 个职位，`}
          <Button type="link" size="small" className={styles.inlineButton} onClick={state.login}>
            登录查看剩余次数
          </Button>
        </span>
      </p>
    );
  }
  if (state.failed) {
    return (
      <p id={id} className={`${styles.line} ${styles.failed}`}>
        <ExclamationCircleOutlined aria-hidden className={styles.icon} />
        <span>剩余投递次数加载失败</span>
        <Button size="small" loading={state.retrying} onClick={state.retry}>
          重试
        </Button>
      </p>
    );
  }
  if (!state.limit) {
    return (
      <div id={id} className={styles.line}>
        <LoadingRegion label="剩余投递次数加载中">
          <Skeleton.Input active size="small" style={{ width: 220 }} />
        </LoadingRegion>
      </div>
    );
  }
  // 0 stays a figure here: why a candidate cannot apply is said next to the disabled apply button.
  const remaining = Math.max(0, state.limit.remaining);
  return (
    <p id={id} className={`${styles.line} ${remaining === 0 ? styles.usedUp : ''}`}>
      <SendOutlined aria-hidden className={styles.icon} />
      <span>
        本专场还可投递 <strong className={styles.figure}>{remaining}</strong> 个职位
      </span>
    </p>
  );
}
