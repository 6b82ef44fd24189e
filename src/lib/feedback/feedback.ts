import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createDeferredApi } from './deferred-api';

/** Toast duration in seconds (rule ERR-5). */
export const TOAST_SECONDS = 3;

export type MessageApi = Pick<MessageInstance, 'success' | 'error' | 'warning'>;
export interface ModalApi {
  confirm(props: ModalFuncProps): void;
}

/** Filled by the holders that `FeedbackHost` loads on the first toast or dialog. */
export const messageChannel = createDeferredApi<MessageApi>();
export const modalChannel = createDeferredApi<ModalApi>();

export interface ToastOptions {
  /** Toasts with the same key replace each other; defaults to the text, so identical toasts show once. */
  key?: string;
  /** Seconds; defaults to 3 (rule ERR-5). */
  duration?: number;
  /**
   * Called once the toast is handed to antd: at once when the holder is loaded, else when its code has arrived (on a
   * busy machine that took over a second). For what must be timed from the moment the toast shows.
   */
  onShown?: () => void;
}

function show(type: keyof MessageApi) {
  return (content: string, options: ToastOptions = {}) =>
    messageChannel.run((api) => {
      void api[type]({ content, duration: options.duration ?? TOAST_SECONDS, key: options.key ?? content });
      options.onShown?.();
    });
}

/**
 * antd toasts of the portal, themed by the app's ConfigProvider. Their code loads with the first toast, not with
 * the first page: most visits never show one.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
};

/** antd's confirm dialog, its code loaded on first use. */
export function confirmDialog(props: ModalFuncProps): void {
  modalChannel.run((api) => api.confirm(props));
}
