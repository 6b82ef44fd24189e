import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { UserDropdownProps } from './user-dropdown';

// Dropdown, Menu and Avatar (≈ 20 kB gzip) are needed only by signed-in visitors: their code loads when one is.
const UserDropdown = lazy(() => import('./user-dropdown'));

/** antd's own skeleton of the card (avatar and name) holds its place while the code loads. */
function UserCardSkeleton() {
  return (
    <span role="status" aria-busy="true" aria-label="正在加载用户信息">
      <span aria-hidden="true" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Skeleton.Avatar active size={28} />
        <Skeleton.Input active size="small" style={{ width: 96, minWidth: 96 }} />
      </span>
    </span>
  );
}

/** The signed-in user's card with its menu (rules NAV-9, NAV-11). */
export function LazyUserDropdown(props: UserDropdownProps) {
  return (
    <Suspense fallback={<UserCardSkeleton />}>
      <UserDropdown {...props} />
    </Suspense>
  );
}
