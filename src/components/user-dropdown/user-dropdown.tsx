import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { cloneElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { ARROW_SIZE, AVATAR_COLORS, AVATAR_SIZE, labelStyle, triggerStyle } from './user-card-style';

export interface UserDropdownProps {
  /** The signed-in user's label (masked phone, `name(ucUserName)`). */
  label: string;
  items: MenuProps['items'];
  onSelect: (key: string) => void;
  /** The trigger's avatar (28 px); a generic user icon without one. */
  avatar?: ReactNode;
  /** Shown above the menu in the same panel (the staff member's figures). */
  card?: ReactNode;
}

const PANEL: CSSProperties = {
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
};

/** The card above the menu, one panel: the menu's own shadow goes, the panel draws one around both. */
function withCard(card: ReactNode, menu: ReactNode): ReactNode {
  const flatMenu = isValidElement(menu)
    ? cloneElement(menu as ReactElement<{ style?: CSSProperties }>, { style: { boxShadow: 'none' } })
    : menu;
  return (
    <div style={PANEL}>
      {card}
      <div style={{ borderTop: '1px solid #f0f0f0' }}>{flatMenu}</div>
    </div>
  );
}

/** The user card: avatar, label and the hover menu (loaded lazily, see lazy-user-dropdown). */
export default function UserDropdown({ label, items, onSelect, avatar, card }: UserDropdownProps) {
  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => onSelect(key) }}
      placement="bottomRight"
      popupRender={card ? (menu) => withCard(card, menu) : undefined}
      // The menu belongs to the header: inside its banner landmark, not loose at the end of the page.
      getPopupContainer={(trigger) => trigger.closest('header') ?? document.body}
    >
      {/* The name starts with the visible label (WCAG 2.5.3 label in name), then says what the button opens. */}
      <button type="button" style={triggerStyle} aria-label={`${label}，用户菜单`}>
        {avatar ?? <Avatar size={AVATAR_SIZE} icon={<UserOutlined />} style={{ ...AVATAR_COLORS, flexShrink: 0 }} />}
        <span style={labelStyle}>{label}</span>
        <DownOutlined style={{ fontSize: ARROW_SIZE, color: '#8c8c8c' }} />
      </button>
    </Dropdown>
  );
}
