import type { MenuProps } from 'antd';
import { BrandLogo } from '@/components/brand-logo';
import { LazyUserDropdown, usePreloadUserDropdown } from '@/components/user-dropdown/lazy-user-dropdown';
import { useSession } from '@/entities/session';
import { formatUserLabel } from '@/lib/auth';
import styles from './evaluation.module.css';

const ITEMS: MenuProps['items'] = [{ key: 'logout', label: '退出登录', danger: true }];

/**
 * The top of every interview page in the bare layout (rule ROUTE-8: no portal header): the wordmark, and the
 * interviewer's name with a menu holding 退出登录 — their only way out (issue 19). Signing out is the one logout of
 * lib/auth, as in the staff user menu.
 */
export function InterviewTopBar() {
  const { userInfo, token, logout } = useSession();
  usePreloadUserDropdown(Boolean(token));
  return (
    <header className={styles.topBar}>
      <BrandLogo subtitle="面试官工作台" />
      {userInfo && (
        <LazyUserDropdown
          label={formatUserLabel('interview', userInfo)}
          items={ITEMS}
          onSelect={(key) => key === 'logout' && logout()}
        />
      )}
    </header>
  );
}
