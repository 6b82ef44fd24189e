import { Tabs } from 'antd';
import type { RecruitType } from '@/lib/config/business';

const TAB_ITEMS: Array<{ key: RecruitType; label: string }> = [
  { key: 'social', label: '社会招聘' },
  { key: 'shop', label: '门店招聘' },
  { key: 'school', label: '校园招聘' },
];

interface RecruitTypeTabsProps {
  active: RecruitType;
  onChange: (recruitType: RecruitType) => void;
}

/** The job list's social / shop / school tabs (the URL's activeKey). */
export function RecruitTypeTabs({ active, onChange }: RecruitTypeTabsProps) {
  return (
    <Tabs
      activeKey={active}
      items={TAB_ITEMS}
      onChange={(key) => onChange(key as RecruitType)}
      size="large"
      tabBarStyle={{ marginBottom: 0 }}
    />
  );
}
