import { Button, Spin, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/entities/session';
import { formatUserLabel } from '@/lib/auth';
import type { RecruitType } from '@/lib/config/business';
import { DEFAULT_RECRUIT_TYPE } from '@/lib/config/recruit-types';
import { pagePath } from '@/lib/routing';
import { pagesOfferedIn } from '../routes/registry';
import { LazyUserDropdown, usePreloadUserDropdown } from '@/components/user-dropdown/lazy-user-dropdown';

/**
 * Rule NAV-10: where "我的简历" leads — the resume editor of the recruit type; on campus with the entry source
 * updateResume (rule CAMPUS-9: the delivery page needs a job, so it is no place to update a resume).
 */
export function myResumePath(recruitType: RecruitType | undefined): string {
  if (recruitType === 'school') return pagePath('candidate', 'editResume', 'school', { type: 'updateResume' });
  return pagePath('candidate', 'editResume', recruitType ?? DEFAULT_RECRUIT_TYPE, { type: 'edit' });
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

/** Rules NAV-9, NAV-7: the candidate and campus user menu, or the login button when signed out. */
export function CandidateUserArea() {
  const { businessInfo, userInfo, token, isLoggedIn, loading, logout } = useSession();
  const navigate = useNavigate();
  usePreloadUserDropdown(Boolean(token));
  if (loading && !isLoggedIn)
    return (
      <span role="status" aria-label="正在加载用户信息">
        <Spin size="small" />
      </span>
    );
  if (!isLoggedIn || !userInfo) return <LoginButton />;

  const recruitType = businessInfo.recruitType ?? DEFAULT_RECRUIT_TYPE;
  const items: MenuProps['items'] = [
    ...pagesOfferedIn('candidate', 'userMenu', recruitType).map(({ page, facts }) => ({
      key: page === 'editResume' ? myResumePath(businessInfo.recruitType) : pagePath('candidate', page, recruitType),
      label: facts.title,
    })),
    { type: 'divider' },
    { key: 'logout', label: '退出登录', danger: true },
  ];
  const onSelect = (key: string) => (key === 'logout' ? logout() : void navigate(key));
  return <LazyUserDropdown label={formatUserLabel('candidate', userInfo)} items={items} onSelect={onSelect} />;
}
