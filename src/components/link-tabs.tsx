import { Link } from 'react-router-dom';
import styles from './link-tabs.module.css';

export interface LinkTabItem {
  key: string;
  label: string;
  /** The address the tab opens. */
  to: string;
  /** The pointer came over the tab or it got the focus: what it shows may start loading (its code, a tab's own chunk). */
  onIntent?: () => void;
}

interface LinkTabsProps {
  /** The navigation's accessible name. */
  label: string;
  items: readonly LinkTabItem[];
  active: string;
  /** Replace the history entry instead of adding one (Back leaves the page instead of stepping through tabs). */
  replace?: boolean;
  className?: string;
}

/**
 * Tabs that are addresses of their own: links in a navigation, the current one marked `aria-current`, drawn like
 * antd's large tabs; no tabs code on the first load.
 */
export function LinkTabs({ label, items, active, replace, className }: LinkTabsProps) {
  return (
    <nav aria-label={label} className={className ? `${styles.bar} ${className}` : styles.bar}>
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          replace={replace}
          className={item.key === active ? `${styles.tab} ${styles.active}` : styles.tab}
          aria-current={item.key === active ? 'page' : undefined}
          onPointerEnter={item.onIntent}
          onFocus={item.onIntent}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
