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
    <Dropdown menu={{ items, onClick: ({ key }) => onSelect(key) }} placement="bottomRight">
      <button type="button" style={triggerStyle} aria-label="用户菜单">
        <Avatar size={28} icon={<UserOutlined />} style={AVATAR_COLORS} />
        <span>{label}</span>
        <DownOutlined style={{ fontSize: 10, color: '#8c8c8c' }} />
      </button>
    </Dropdown>
  );
}
