import { Alert, Button } from 'antd';

/** Tells that a form was filled from an unsent draft, and offers to throw the draft away. */
export function DraftRestoredAlert({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      title="已为您恢复上次未提交的内容"
      action={
        <Button size="small" onClick={onDiscard}>
          放弃草稿
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
