import { Link } from 'react-router-dom';
import type { RecruitType } from '@/lib/config/business';
import styles from './recruit-type-tabs.module.css';

const TAB_ITEMS: Array<{ key: RecruitType; label: string }> = [
  { key: 'social', label: '社会招聘' },
  { key: 'shop', label: '门店招聘' },
  { key: 'school', label: '校园招聘' },
];

interface RecruitTypeTabsProps {
  active: RecruitType;
  /** The list address of a recruit type (keeps the keyword and city, sets activeKey). */
  hrefOf: (recruitType: RecruitType) => string;
}

/**
 * The job list's social / shop / school switch. Each one is another list address, so they are links in a
 * navigation (the current one marked `aria-current`), drawn like antd's large tabs; no tabs code on first load.
 */
export function RecruitTypeTabs({ active, hrefOf }: RecruitTypeTabsProps) {
  return (
    <nav aria-label="招聘类型" className={styles.bar}>
      {TAB_ITEMS.map((item) => (
        <Link
          key={item.key}
          to={hrefOf(item.key)}
          className={item.key === active ? `${styles.tab} ${styles.active}` : styles.tab}
          aria-current={item.key === active ? 'page' : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
