export { Toast, type ToastData, type ToastProps, type ToastTone } from './Toast';
export {
  ToastProvider,
  TOAST_DURATION,
  useToast,
  type ToastApi,
  type ToastProviderProps,
} from './ToastProvider';
