import { ExportOutlined } from '@ant-design/icons';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { ContentContainer } from '@/components/content-container';
import styles from './header-bar.module.css';
import { matchHeaderTab, type HeaderTabItem } from './header-tabs';
import { useSecretClicks } from './use-secret-clicks';
import { useTabNavigation } from './use-tab-navigation';

// The dialog (antd Form, Input, Modal) is for the rare fifteenth logo click: its code loads when it first opens.
const SecretDialog = lazy(() => import('./secret-dialog').then(({ SecretDialog: Dialog }) => ({ default: Dialog })));

interface HeaderBarProps {
  height: number;
  homeHref: string;
  tabs: readonly HeaderTabItem[];
  subtitle?: string;
  /** The user area on the right: login button, user menu, QR code. */
  right: ReactNode;
  /** Asked when the logo clicks unlock the gray-release dialog; without it the dialog opens (rule SECRET-1). */
  maySeeSecretDialog?: () => Promise<boolean>;
}

/** The white top bar shared by the candidate, campus and staff headers. */
export function HeaderBar({ height, homeHref, tabs, subtitle, right, maySeeSecretDialog }: HeaderBarProps) {
  // Derived from the path on every render: the active tab is never stored (rule NAV-5).
  const activeKey = matchHeaderTab(useLocation().pathname, tabs);
  const onTabClick = useTabNavigation();
  const secret = useSecretClicks(maySeeSecretDialog);
  // Once opened it stays mounted, so its closing animation and reset still run.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (secret.open && !dialogMounted) setDialogMounted(true);
  return (
    <header className={styles.header} style={{ height }}>
      <ContentContainer className={styles.inner}>
        <Link
          to={homeHref}
          className={styles.logo}
          onClick={secret.onLogoClick}
          aria-label={subtitle ? `招聘门户${subtitle}首页` : '招聘门户首页'}
        >
          <BrandLogo subtitle={subtitle} />
        </Link>
        <nav className={styles.nav} aria-label="主导航">
          {tabs.map((tab) => {
            const active = tab.key === activeKey;
            return (
              <a
                key={tab.key}
                href={tab.path}
                className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                aria-current={active ? 'page' : undefined}
                target={tab.isOpenNew ? '_blank' : undefined}
                rel={tab.isOpenNew ? 'noopener noreferrer' : undefined}
                onClick={(event) => onTabClick(event, tab)}
              >
                {tab.title}
                {tab.isOpenNew && <ExportOutlined style={{ fontSize: 11, marginLeft: 4, opacity: 0.5 }} />}
              </a>
            );
          })}
        </nav>
        <div className={styles.right}>{right}</div>
      </ContentContainer>
      {dialogMounted && (
        <Suspense fallback={null}>
          <SecretDialog open={secret.open} onClose={secret.close} />
        </Suspense>
      )}
    </header>
  );
}
