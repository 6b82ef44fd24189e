import { LinkTabs } from '@/components/link-tabs';
import type { RecruitType } from '@/lib/config/business';

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

/** The job list's social / shop / school switch: each one is another list address. */
export function RecruitTypeTabs({ active, hrefOf }: RecruitTypeTabsProps) {
  return <LinkTabs label="招聘类型" active={active} items={TAB_ITEMS.map((item) => ({ ...item, to: hrefOf(item.key) }))} />;
}
