/** lib/feedback — toasts and confirm dialogs (antd), loaded on first use. */
export { confirmDialog, toast, TOAST_SECONDS, type ToastOptions } from './feedback';
export { FeedbackHost } from './feedback-host';
