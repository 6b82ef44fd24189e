import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Spin, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatUserLabel, useSession } from '@/lib/auth';
import type { RecruitType } from '@/lib/config/business';
import { pagePath } from '@/lib/config/paths';

/** Where "我的简历" leads: campus to deliverySchoolResume (update source), others to editResume. */
export function myResumePath(recruitType: RecruitType | undefined): string {
  if (recruitType === 'school') return pagePath('candidate', 'deliverySchoolResume', 'school', { type: 'updateResume' });
  return pagePath('candidate', 'editResume', recruitType ?? 'social', { type: 'edit' });
}

/** The login button shown to signed-out visitors; it starts the SSO redirect. */
export function LoginButton() {
  const { login } = useSession();
  return (
    <Button type="primary" onClick={login}>
      登录
    </Button>
  );
}

/** Spec 2.6: the candidate and campus user menu, or the login button when signed out. */
export function CandidateUserArea() {
  const { businessInfo, userInfo, isLoggedIn, loading, logout } = useSession();
  const navigate = useNavigate();
  if (loading && !isLoggedIn) return <Spin size="small" aria-label="正在加载用户信息" />;
  if (!isLoggedIn || !userInfo) return <LoginButton />;

  const recruitType = businessInfo.recruitType ?? 'social';
  const items: MenuProps['items'] = [
    { key: myResumePath(businessInfo.recruitType), label: '我的简历' },
    { key: pagePath('candidate', 'collectingPosition', recruitType), label: '我的收藏' },
    { key: pagePath('candidate', 'applyForTheRecord', recruitType), label: '投递记录' },
    { type: 'divider' },
    { key: 'logout', label: '退出登录', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => (key === 'logout' ? logout() : navigate(key));
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight">
      <button type="button" style={triggerStyle} aria-label="用户菜单">
        <Avatar size={28} icon={<UserOutlined />} style={{ background: '#fde8e8', color: '#e4393c' }} />
        <span>{formatUserLabel('candidate', userInfo)}</span>
        <DownOutlined style={{ fontSize: 10, color: '#8c8c8c' }} />
      </button>
    </Dropdown>
  );
}

export const triggerStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  padding: 0,
  fontSize: 14,
  color: '#262626',
} as const;
