import { Alert, Button } from 'antd';
import { DRAFT_TEXT } from './draft-texts';

/**
 * Tells that a form was filled from an unsent draft, and offers to undo that: the draft is thrown away and the form
 * goes back to what it held before (the saved values, or empty).
 */
export function DraftRestoredAlert({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      title={DRAFT_TEXT.restored}
      description={DRAFT_TEXT.restoredDetail}
      action={
        <Button size="small" onClick={onDiscard} aria-label={DRAFT_TEXT.undoLabel}>
          {DRAFT_TEXT.undo}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
