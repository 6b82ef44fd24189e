/** Feedback types (rule STATE-14): 1 reward not received, 2 feedback timing, 3 change position, 4 duplicate resume, 5 other. */
export type FeedbackType = 1 | 2 | 3 | 4 | 5;
/** Feedback question status (rule STATE-6): 0 untreated, 1 processing, 2 handled. */
export type FeedbackStatus = 0 | 1 | 2;

export interface FeedbackRequest {
  type: FeedbackType;
  content: string;
  /** The referral the question is about, if any. */
  referralId?: string;
}

export interface FeedbackQuestion {
  id: string;
  /** null when unknown (shown as "--"). */
  type: FeedbackType | null;
  content: string;
  referralId: string | null;
  status: FeedbackStatus | null;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  reply: string;
  replyTime: string;
}
