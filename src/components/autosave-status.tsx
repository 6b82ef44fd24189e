import { CheckCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { useDraftSavedAt } from '@/lib/storage';

import { DRAFT_TEXT } from './draft-texts';

/** "已自动保存 HH:mm": the form's local draft was written at that time. */
export const autosavedText = (savedAt: number): string => DRAFT_TEXT.autosaved(dayjs(savedAt).format('HH:mm'));

/**
 * The line that tells a long form's user that their typing is kept (issue 22): empty until the form's local draft is
 * first saved on this page, then "已自动保存 HH:mm", updated on each save. A polite live region that exists from the
 * start, so the first save is announced; its text changes at most once a minute, so typing is not talked over.
 */
export function AutosaveStatus({ draftKey, style }: { draftKey: string | undefined; style?: CSSProperties }) {
  const savedAt = useDraftSavedAt(draftKey);
  return (
    <span role="status" style={{ color: '#595959', fontSize: 13, ...style }}>
      {savedAt === undefined ? null : (
        <>
          <CheckCircleOutlined aria-hidden style={{ color: '#389e0d', marginInlineEnd: 6 }} />
          {autosavedText(savedAt)}
        </>
      )}
    </span>
  );
}
