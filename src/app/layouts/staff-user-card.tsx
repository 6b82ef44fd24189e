import { useQuery } from '@tanstack/react-query';
import { pointsQueries } from '@/api/points';
import { LevelTag } from '@/entities/referral-level/level-tag';
import { StaffAvatar } from '@/entities/staff-avatar/staff-avatar';
import { displayOrDash } from '@/lib/format';

/**
 * The header's staff figures (rule STAFF-3), read from the same query as the home card: one request per page whichever
 * of the two asks first. While it loads, fails or lacks a figure, that figure shows "--". Asked once `enabled` (the
 * user's data is there), and not again after a failure: that is the home card's to retry (its 重试), and the header
 * asking when the user's data arrives would put the card back to its skeleton between two errors.
 */
export function useStaffCardProfile(enabled = true) {
  return useQuery({ ...pointsQueries.profile(), enabled: (query) => enabled && query.state.status !== 'error' }).data;
}

interface StaffUserCardProps {
  /** The signed-in user's label, shown until the profile has a name. */
  label: string;
}

/** The top of the staff user card's menu: avatar, name, current points, level, referred hires and valid resumes. */
export function StaffUserCard({ label }: StaffUserCardProps) {
  // Mounted only inside the open menu of a signed-in staff member: opening it asks again for a profile that failed.
  const profile = useQuery(pointsQueries.profile()).data;
  const figures = [
    { label: '当前积分', value: profile?.currentRecommendIntegral },
    { label: '推荐入职（人）', value: profile?.recommendNum },
    { label: '有效简历（份）', value: profile?.validResumeNum },
  ];
  return (
    <section aria-label="我的内推概况" data-testid="staff-user-card" style={{ padding: '16px 16px 12px', width: 280 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <StaffAvatar url={profile?.wechatWorkThumbAvatarUrl ?? ''} name={profile?.name || label} size={44} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <div style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {profile?.name || label}
          </div>
          <div style={{ marginTop: 4 }}>
            <LevelTag level={profile?.recommendLevel} name={profile?.recommendLevelName} />
          </div>
        </div>
      </div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, margin: '14px 0 0' }}>
        {figures.map((figure) => (
          // The figure reads above its label; the markup keeps term before description.
          <div key={figure.label} style={{ display: 'flex', flexDirection: 'column-reverse', textAlign: 'center' }}>
            <dt style={{ fontSize: 12, color: '#595959' }}>{figure.label}</dt>
            <dd style={{ margin: 0, fontSize: 18, fontWeight: 600, color: '#262626' }}>{displayOrDash(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
