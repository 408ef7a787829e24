import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastTones = ['info', 'success', 'warning', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  message: string;
  tone: ToastTone;
}

/** Spec section 9: notifications last 5000 ms. */
export const TOAST_TIMEOUT_MS = 5000;

export interface ToastOptions {
  tone?: ToastTone;
}

export interface Toaster {
  /** Shows a notice for 5000 ms; the same notice while already visible is ignored. */
  show(message: string, options?: ToastOptions): void;
}

export function createToastQueue(): ToastQueue<ToastContent> {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}

export function createToaster(queue: ToastQueue<ToastContent>): Toaster {
  return {
    show(message, { tone = 'info' } = {}) {
      // Spec section 9: duplicates are ignored. Several failing calls often report the same error.
      const duplicate = queue.visibleToasts.some((t) => t.content.message === message && t.content.tone === tone);
      if (duplicate) return;
      queue.add({ message, tone }, { timeout: TOAST_TIMEOUT_MS });
    },
  };
}
