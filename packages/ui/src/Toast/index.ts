export { useToast } from './useToast';
export { toastTones, TOAST_TIMEOUT_MS, type ToastTone, type ToastOptions, type Toaster } from './toastQueue';
