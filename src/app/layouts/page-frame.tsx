import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pointsQueries } from '@/api/points';
import { isTechCentre } from '@/lib/auth';
import { homePath } from '@/lib/config/paths';
import { RECRUIT_TYPE_LABEL } from '@/lib/config/business';
import { HeaderBar } from './header-bar';
import { tabsOf, type HeaderKind } from './header-tabs';
import { PortalFooter } from './portal-footer';
import { StaffUserArea } from './staff-user-area';
import { CandidateUserArea } from './user-menu';

interface PageFrameProps {
  kind: HeaderKind;
  pathname: string;
  children: ReactNode;
}

const HEADER_HEIGHT: Record<Exclude<HeaderKind, 'bare'>, number> = { candidate: 54, campus: 64, staff: 64 };

/** The staff header: the gray-release dialog opens only for the tech centre's staff (docs/decisions/042). */
function StaffHeader() {
  const client = useQueryClient();
  const maySeeSecretDialog = () => client.fetchQuery(pointsQueries.profile()).then(isTechCentre);
  return (
    <HeaderBar
      height={HEADER_HEIGHT.staff}
      homeHref={homePath('staff')}
      tabs={tabsOf('staff')}
      subtitle="员工内推"
      right={<StaffUserArea />}
      maySeeSecretDialog={maySeeSecretDialog}
    />
  );
}

function PortalHeader({ kind }: { kind: Exclude<HeaderKind, 'bare'> }) {
  const tabs = tabsOf(kind);
  if (kind === 'staff') return <StaffHeader />;
  if (kind === 'campus') {
    return (
      <HeaderBar
        height={HEADER_HEIGHT.campus}
        homeHref={tabs[0]?.path ?? homePath('candidate')}
        tabs={tabs}
        subtitle={RECRUIT_TYPE_LABEL.school}
        right={<CandidateUserArea />}
      />
    );
  }
  return (
    <HeaderBar height={HEADER_HEIGHT.candidate} homeHref={homePath('candidate')} tabs={tabs} right={<CandidateUserArea />} />
  );
}

/**
 * Rules ROUTE-8, NAV-1: interview uses a bare layout; candidate, campus and staff get their header and the footer.
 * The staff main container has its own (grey) background.
 */
export function PageFrame({ kind, pathname, children }: PageFrameProps) {
  if (kind === 'bare') {
    return <main style={{ minHeight: '100vh', background: '#f5f6f8' }}>{children}</main>;
  }
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PortalHeader kind={kind} />
      {/* At least a viewport below the header: the footer starts below the fold and cannot jump when data arrives. */}
      <main
        style={{
          flex: 1,
          minHeight: `calc(100vh - ${HEADER_HEIGHT[kind]}px)`,
          background: kind === 'staff' ? '#f3f4f6' : '#f7f8fa',
        }}
      >
        {children}
      </main>
      <PortalFooter kind={kind} pathname={pathname} />
    </div>
  );
}
