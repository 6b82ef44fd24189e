import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Suspense, lazy } from 'react';
import { AVATAR_COLORS, triggerStyle } from './user-card-style';
import type { UserDropdownProps } from './user-dropdown';

// Dropdown, Menu and Avatar (≈ 20 kB gzip) are needed only by signed-in visitors.
const UserDropdown = lazy(() => import('./user-dropdown'));

/** Looks like the user card while its code loads; not a button yet, so nothing can be clicked in vain. */
function UserCardPlaceholder({ label }: { label: string }) {
  return (
    <span style={{ ...triggerStyle, cursor: 'default' }}>
      <span
        style={{ ...AVATAR_COLORS, width: 28, height: 28, borderRadius: '50%', display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <UserOutlined />
      </span>
      <span>{label}</span>
      <DownOutlined style={{ fontSize: 10, color: '#8c8c8c' }} />
    </span>
  );
}

/** The signed-in user's card with its menu (spec 2.6). */
export function LazyUserDropdown(props: UserDropdownProps) {
  return (
    <Suspense fallback={<UserCardPlaceholder label={props.label} />}>
      <UserDropdown {...props} />
    </Suspense>
  );
}
