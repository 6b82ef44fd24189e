import { Alert, Button } from 'antd';
import type { FriendResumeSummary } from '@/api/referral';
import { displayOrDash, formatDate, maskPhone } from '@/lib/format';

interface KnownFriendAlertProps {
  friend: FriendResumeSummary;
  /** What can be done with the existing resume instead, e.g. 使用该简历推荐. */
  actionText: string;
  onUse: () => void;
}

/** The phone typed into a new resume already belongs to a friend's resume: offer that one instead of a duplicate. */
export function KnownFriendAlert({ friend, actionText, onUse }: KnownFriendAlertProps) {
  const updated = friend.updateTime ? `，更新于 ${formatDate(friend.updateTime)}` : '';
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={`手机号 ${maskPhone(friend.phone)} 已有好友简历，无需重复创建`}
      description={`${displayOrDash(friend.name)} · ${displayOrDash(friend.expectedPosition)}${updated}`}
      action={
        <Button type="primary" size="small" onClick={onUse}>
          {actionText}
        </Button>
      }
    />
  );
}
