import { QrcodeOutlined } from '@ant-design/icons';
import { Spin, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { QrPopover } from '@/components/qr-popover';
import { useSession } from '@/entities/session';
import { formatUserLabel } from '@/lib/auth';
import { pagePath, type PageName } from '@/lib/routing';
import { LazyUserDropdown } from './lazy-user-dropdown';
import { triggerStyle } from './user-card-style';
import { LoginButton } from './user-menu';

/** Rule NAV-11: the staff user card menu. */
export const STAFF_MENU: readonly { key: PageName<'staff'>; label: string }[] = [
  { key: 'myPush', label: '我的推荐' },
  { key: 'maintainedResume', label: '简历管理' },
  { key: 'collectingPosition', label: '我的收藏' },
  { key: 'integralBill', label: '积分账单' },
  { key: 'feedBack', label: '问题反馈' },
];

/**
 * The mobile link of the staff QR code, as the spec gives it. It carries the staff token
 * (rule NAV-12: shown only to the signed-in staff member, never logged).
 */
export function staffMobileLink(origin: string, businessRoute: string, token: string): string {
  return `${origin}${businessRoute}/job?activeKey=social&token=${encodeURIComponent(token)}`;
}

/** Staff header right side: the QR code to the mobile referral jobs and the user card menu. */
export function StaffUserArea() {
  const { businessInfo, userInfo, token, isLoggedIn, loading, logout } = useSession();
  const navigate = useNavigate();
  if (loading && !isLoggedIn) {
    return (
      <span role="status" aria-label="正在加载用户信息">
        <Spin size="small" />
      </span>
    );
  }
  if (!isLoggedIn || !userInfo || !token) return <LoginButton />;

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
      <LazyUserDropdown label={formatUserLabel('staff', userInfo)} items={items} onSelect={onSelect} />
    </>
  );
}
