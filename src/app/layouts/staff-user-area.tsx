import { QrcodeOutlined } from '@ant-design/icons';
import { Spin, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { QrPopover } from '@/components/qr-popover';
import { useSession } from '@/entities/session';
import { StaffAvatar } from '@/entities/staff-avatar/staff-avatar';
import { formatUserLabel } from '@/lib/auth';
import { pagePath, type PageName } from '@/lib/routing';
import { LazyUserDropdown, usePreloadUserDropdown } from '@/components/user-dropdown/lazy-user-dropdown';
import { triggerStyle } from '@/components/user-dropdown/user-card-style';
import { pagesOfferedIn } from '../routes/registry';
import { StaffUserCard, useStaffCardProfile } from './staff-user-card';
import { LoginButton } from './user-menu';

/** Rule NAV-11: the staff user card menu, as the page registry offers it. */
export const STAFF_MENU: readonly { key: PageName<'staff'>; label: string }[] = pagesOfferedIn('staff', 'userMenu').map(
  ({ page, facts }) => ({ key: page, label: facts.title }),
);

/**
 * The mobile link of the staff QR code, as the spec gives it. It carries the staff token
 * (rule NAV-12: shown only to the signed-in staff member, never logged).
 */
export function staffMobileLink(origin: string, businessRoute: string, token: string): string {
  return `${origin}${businessRoute}/job?activeKey=social&token=${encodeURIComponent(token)}`;
}

/** Staff header right side: the QR code to the mobile referral jobs and the user card (figures, then the menu). */
export function StaffUserArea() {
  const { businessInfo, userInfo, token, isLoggedIn, loading, logout } = useSession();
  const navigate = useNavigate();
  const profile = useStaffCardProfile(Boolean(isLoggedIn && token));
  usePreloadUserDropdown(Boolean(token));
  if (loading && !isLoggedIn) {
    return (
      <span role="status" aria-label="正在加载用户信息">
        <Spin size="small" />
      </span>
    );
  }
  if (!isLoggedIn || !userInfo || !token) return <LoginButton />;

  const label = formatUserLabel('staff', userInfo);
  const items: MenuProps['items'] = [
    ...STAFF_MENU.map((item) => ({ key: item.key, label: item.label })),
    { type: 'divider' },
    { key: 'logout', label: '退出登录', danger: true },
  ];
  const onSelect = (key: string) => {
    const item = STAFF_MENU.find((entry) => entry.key === key);
    if (item) void navigate(pagePath('staff', item.key));
    else if (key === 'logout') logout();
  };
  return (
    <>
      <QrPopover
        value={staffMobileLink(window.location.origin, businessInfo.businessRoute, token)}
        size={150}
        caption="扫码查看内推职位"
        placement="bottom"
      >
        <button type="button" style={{ ...triggerStyle, color: '#595959' }} aria-label="手机查看，扫码查看内推职位">
          <QrcodeOutlined style={{ fontSize: 16 }} />
          <span>手机查看</span>
        </button>
      </QrPopover>
      <LazyUserDropdown
        label={label}
        items={items}
        onSelect={onSelect}
        // The picture where there is one; the initial stays in the card (in the trigger its text would join the name).
        avatar={
          profile?.wechatWorkThumbAvatarUrl ? <StaffAvatar url={profile.wechatWorkThumbAvatarUrl} name="" size={28} /> : undefined
        }
        card={<StaffUserCard label={label} />}
      />
    </>
  );
}
