import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { AVATAR_COLORS, triggerStyle } from './user-card-style';

export interface UserDropdownProps {
  /** The signed-in user's label (masked phone, `name(ucUserName)`). */
  label: string;
  items: MenuProps['items'];
  onSelect: (key: string) => void;
}

/** The user card: avatar, label and the hover menu (loaded lazily, see lazy-user-dropdown). */
export default function UserDropdown({ label, items, onSelect }: UserDropdownProps) {
  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => onSelect(key) }}
      placement="bottomRight"
      // The menu belongs to the header: inside its banner landmark, not loose at the end of the page.
      getPopupContainer={(trigger) => trigger.closest('header') ?? document.body}
    >
      {/* The name starts with the visible label (WCAG 2.5.3 label in name), then says what the button opens. */}
      <button type="button" style={triggerStyle} aria-label={`${label}，用户菜单`}>
        <Avatar size={28} icon={<UserOutlined />} style={AVATAR_COLORS} />
        <span>{label}</span>
        <DownOutlined style={{ fontSize: 10, color: '#8c8c8c' }} />
      </button>
    </Dropdown>
  );
}
