import { LinkTabs } from '@/components/link-tabs';
import { RECRUIT_TYPE_LABEL, RECRUIT_TYPES_IN_MENU_ORDER, type RecruitType } from '@/lib/config/business';

const TAB_ITEMS = RECRUIT_TYPES_IN_MENU_ORDER.map((key) => ({ key, label: RECRUIT_TYPE_LABEL[key] }));

interface RecruitTypeTabsProps {
  active: RecruitType;
  /** The list address of a recruit type (keeps the keyword and city, sets activeKey). */
  hrefOf: (recruitType: RecruitType) => string;
}

/** The job list's switch between the recruit types, in menu order: each one is another list address. */
export function RecruitTypeTabs({ active, hrefOf }: RecruitTypeTabsProps) {
  return <LinkTabs label="招聘类型" active={active} items={TAB_ITEMS.map((item) => ({ ...item, to: hrefOf(item.key) }))} />;
}
