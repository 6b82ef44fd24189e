import { DownOutlined } from '@ant-design/icons';
import type { KeyboardEvent } from 'react';
import { THEME_CSS_VAR_CLASS } from '@/components/theme-class';

interface SelectLookAlikeProps {
  label: string;
  width: number;
  /** Asked to open: a click, or Enter, Space or ArrowDown. */
  onOpen: () => void;
  onFocus: () => void;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A closed, empty antd Select drawn with antd's own classes (same size and look), standing in while the real
 * control's code loads; it hands over focus and an open request once that arrives (see DeferredJobFilters).
 */
export function SelectLookAlike({ label, width, onOpen, onFocus }: SelectLookAlikeProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <div
      className={`ant-select ant-select-outlined ant-select-css-var ${THEME_CSS_VAR_CLASS} ant-select-single ant-select-show-arrow`}
      style={{ width }}
      onMouseDown={onOpen}
    >
      <div className="ant-select-content">
        <div className="ant-select-placeholder">{label}</div>
        <input
          className="ant-select-input"
          role="combobox"
          aria-label={label}
          aria-expanded="false"
          aria-haspopup="listbox"
          aria-autocomplete="list"
          autoComplete="off"
          readOnly
          value=""
          onFocus={onFocus}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="ant-select-suffix">
        <DownOutlined />
      </div>
    </div>
  );
}
