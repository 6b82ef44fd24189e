import { AppstoreOutlined, PlayCircleOutlined, WechatOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentContainer } from '@/components/content-container';
import { QrCodeCardWhenVisible, QrPopover } from '@/components/qr-popover';
import { pagePath } from '@/lib/routing';
import { copyrightYears } from '@/lib/format';
import { config } from '@/lib/config/env';
import {
  CANDIDATE_FOOTER_LINKS,
  companyLinks,
  followTargets,
  recordNumbers,
  STAFF_FOOTER_LINKS,
  type FollowKey,
  type FooterLink,
} from './footer-links';
import { STAFF_TABS, matchHeaderTab } from './header-tabs';
import styles from './portal-footer.module.css';

interface PortalFooterProps {
  kind: 'candidate' | 'campus' | 'staff';
  pathname: string;
}

function FooterLinkItem({ link, disabled }: { link: FooterLink; disabled?: boolean }) {
  if (disabled) {
    return (
      <span className={styles.disabled} aria-disabled="true">
        {link.title}
      </span>
    );
  }
  if (link.external) {
    return (
      <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.title}
      </a>
    );
  }
  return (
    <Link className={styles.link} to={link.href}>
      {link.title}
    </Link>
  );
}

function LinkColumn({ title, links, disabled }: { title: string; links: readonly FooterLink[]; disabled?: boolean }) {
  return (
    <div className={styles.column}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <FooterLinkItem link={link} disabled={disabled} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const FOLLOW: Record<FollowKey, { title: string; icon: ReactNode }> = {
  officialAccount: { title: '微信公众号', icon: <WechatOutlined /> },
  miniProgram: { title: '招聘小程序', icon: <AppstoreOutlined /> },
  videoChannel: { title: '视频号', icon: <PlayCircleOutlined /> },
};

const COMPANY_LINKS = companyLinks(config.footer);
const FOLLOW_TARGETS = followTargets(config.footer);
const RECORD_NUMBERS = recordNumbers(config.footer);

/** Rules NAV-13–NAV-16: the 270px footer with links, QR codes, copyright, record numbers and the anti-fraud warning. */
export function PortalFooter({ kind, pathname }: PortalFooterProps) {
  const staff = kind === 'staff';
  const onStaffJobPage = staff && matchHeaderTab(pathname, STAFF_TABS) === 'staffJob';
  return (
    <footer className={styles.footer}>
      <ContentContainer>
        <div className={styles.top}>
          <div className={styles.columns}>
            {staff ? (
              <LinkColumn title="员工内推" links={STAFF_FOOTER_LINKS} disabled={onStaffJobPage} />
            ) : (
              <LinkColumn title="加入我们" links={CANDIDATE_FOOTER_LINKS} />
            )}
            {COMPANY_LINKS.length > 0 && <LinkColumn title="关于我们" links={COMPANY_LINKS} />}
            {FOLLOW_TARGETS.length > 0 && (
              <div className={styles.column}>
                <h2>关注我们</h2>
                <div className={styles.follow}>
                  {FOLLOW_TARGETS.map(({ key, value }) => (
                    <QrPopover key={key} value={value} size={120} caption={`扫码关注${FOLLOW[key].title}`}>
                      <button type="button" className={styles.followButton} aria-label={FOLLOW[key].title}>
                        {FOLLOW[key].icon}
                      </button>
                    </QrPopover>
                  ))}
                </div>
              </div>
            )}
          </div>
          <div className={styles.qr}>
            <QrCodeCardWhenVisible
              value={`${window.location.origin}${pagePath('candidate', 'job', 'shop')}`}
              size={120}
              caption="扫码查看门店职位"
            />
          </div>
        </div>
        <div className={styles.bottom}>
          <span className={styles.warning}>未开放加盟，谨防上当受骗</span>
          <span className={styles.legal}>
            <span>© {copyrightYears()} 招聘门户 版权所有</span>
            {RECORD_NUMBERS.map((record) => (
              <span key={record}>{record}</span>
            ))}
          </span>
        </div>
      </ContentContainer>
    </footer>
  );
}
