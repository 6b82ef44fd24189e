import { QrcodeOutlined } from '@ant-design/icons';
import { Spin, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { deferredView } from '@/components/deferred-view';
import { QrPopover } from '@/components/qr-popover';
import { useLatestCallback } from '@/components/use-latest-callback';
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

/** The card menu's items: the registry's pages, then signing out. */
const STAFF_MENU_ITEMS: MenuProps['items'] = [
  ...STAFF_MENU.map((item) => ({ key: item.key, label: item.label })),
  { type: 'divider' },
  { key: 'logout', label: '退出登录', danger: true },
];

/** Staff header right side: the QR code to the mobile referral jobs and the user card (figures, then the menu). */
export function StaffUserArea() {
  const { businessInfo, userInfo, token, isLoggedIn, loading, logout } = useSession();
  const navigate = useNavigate();
  const profile = useStaffCardProfile(Boolean(isLoggedIn && token));
  usePreloadUserDropdown(Boolean(token));
  const onSelect = useLatestCallback((key: string) => {
    const item = STAFF_MENU.find((entry) => entry.key === key);
    if (item) void navigate(pagePath('staff', item.key));
    else if (key === 'logout') logout();
  });
  const signedIn = Boolean(isLoggedIn && userInfo && token);
  // The session's answer renders the area in the background, not in the render it forces (docs/decisions/116).
  return (
    <StaffUserAreaView
      state={loading && !isLoggedIn ? 'loading' : signedIn ? 'signedIn' : 'signedOut'}
      label={signedIn && userInfo ? formatUserLabel('staff', userInfo) : ''}
      mobileLink={signedIn && token ? staffMobileLink(window.location.origin, businessInfo.businessRoute, token) : ''}
      avatarUrl={profile?.wechatWorkThumbAvatarUrl || undefined}
      onSelect={onSelect}
    />
  );
}

interface StaffUserAreaViewProps {
  state: 'loading' | 'signedIn' | 'signedOut';
  label: string;
  mobileLink: string;
  avatarUrl: string | undefined;
  onSelect: (key: string) => void;
}

const StaffUserAreaView = deferredView(function StaffUserAreaView({
  state,
  label,
  mobileLink,
  avatarUrl,
  onSelect,
}: StaffUserAreaViewProps) {
  if (state === 'loading') {
    return (
      <span role="status" aria-label="正在加载用户信息">
        <Spin size="small" />
      </span>
    );
  }
  if (state === 'signedOut') return <LoginButton />;
  return (
    <>
      <QrPopover value={mobileLink} size={150} caption="扫码查看内推职位" placement="bottom">
        <button type="button" style={{ ...triggerStyle, color: '#595959' }} aria-label="手机查看，扫码查看内推职位">
          <QrcodeOutlined style={{ fontSize: 16 }} />
          <span>手机查看</span>
        </button>
      </QrPopover>
      <LazyUserDropdown
        label={label}
        items={STAFF_MENU_ITEMS}
        onSelect={onSelect}
        // The picture where there is one; the initial stays in the card (in the trigger its text would join the name).
        avatar={avatarUrl ? <StaffAvatar url={avatarUrl} name="" size={28} /> : undefined}
        card={<StaffUserCard label={label} />}
      />
    </>
  );
});
