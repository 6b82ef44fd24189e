import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** Toast duration in seconds (spec 9). */
export const TOAST_SECONDS = 3;

type ToastApi = Pick<MessageInstance, 'error'>;

let contextApi: ToastApi | undefined;

/**
 * Routes the client's toasts through antd's App context (theme-aware, no static-method warning).
 * `HttpToastBridge` registers it; without one the static `message` API is used.
 */
export function setToastApi(api: ToastApi | undefined): void {
  contextApi = api;
}

/**
 * Shows an error toast for 3 s. Identical texts share one toast (keyed by text), so ten calls failing
 * together show one message, not ten.
 */
export function showErrorToast(content: string, key: string = content): void {
  void (contextApi ?? message).error({ content, duration: TOAST_SECONDS, key });
}
