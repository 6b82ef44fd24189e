/** Shared look of the header's user card and its placeholder (kept free of antd, so it costs nothing up front). */
export const AVATAR_COLORS = { background: '#fde8e8', color: '#e4393c' } as const;

/** The trigger's avatar and its down arrow, in px. */
export const AVATAR_SIZE = 28;
export const ARROW_SIZE = 10;

export const triggerStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  // Free to narrow in a narrow header: the label gives way (labelStyle), the avatar and the arrow keep their size.
  minWidth: 0,
  gap: 8,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  padding: 0,
  fontSize: 14,
  color: '#262626',
} as const;

/** The trigger's label: one line, cut with an ellipsis where the header has no room (the button's name keeps it whole). */
export const labelStyle = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
