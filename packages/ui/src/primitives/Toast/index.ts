export { Toast, type ToastAction, type ToastData, type ToastProps, type ToastTone } from './Toast';
export {
  ToastProvider,
  TOAST_DURATION,
  TOAST_TOP_VARIABLE,
  useToast,
  type ToastApi,
  type ToastProviderProps,
} from './ToastProvider';
