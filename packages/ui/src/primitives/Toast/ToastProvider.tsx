import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toast, type ToastAction, type ToastData, type ToastTone } from './Toast';

export type ToastApi = {
  /** Shows a toast: `success` when an action worked, `danger` when it failed. */
  show: (tone: ToastTone, message: string, options?: { action?: ToastAction }) => void;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** How long each tone stays on screen: failures stay longer, they usually ask the user to act. */
export const TOAST_DURATION: Record<ToastTone, number> = { success: 4000, danger: 7000 };

export type ToastProviderProps = {
  children: ReactNode;
  /** Overrides both durations, in milliseconds (stories use a short one to show auto-dismiss). */
  duration?: number;
  /**
   * How an action's link opens inside the app (its router), since the toasts sit outside it;
   * without it the link loads its page as any anchor does.
   */
  navigate?: (href: string) => void;
};

/** Where the region starts: below the shell's header when one set it (AppShell), else the top. */
export const TOAST_TOP_VARIABLE = '--toast-top';

/**
 * Holds the toasts of the whole app and renders them in one corner region. The same message is not
 * stacked twice: a repeated failure refreshes the toast already on screen instead.
 *
 * The region is portalled to <body>: an open Headless UI dialog makes the app's root inert and
 * aria-hidden, and a toast inside it (a failed save in a modal, say) would be neither announced
 * nor dismissible. A direct child of <body> is outside what the dialog hides.
 */
export function ToastProvider({ children, duration, navigate }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ToastApi['show']>((tone, message, options) => {
    const id = nextId.current++;
    setToasts((current) => [
      ...current.filter((toast) => !(toast.tone === tone && toast.message === message)),
      { id, tone, message, action: options?.action },
    ]);
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {createPortal(
        <section
          aria-label="Avisos"
          data-slot="toast-region"
          className="pointer-events-none fixed inset-x-0 top-[var(--toast-top,0px)] z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
        >
          {toasts.map((toast) => (
            <Toast
              key={toast.id}
              {...toast}
              duration={duration ?? TOAST_DURATION[toast.tone]}
              onDismiss={dismiss}
              navigate={navigate}
            />
          ))}
        </section>,
        document.body,
      )}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider.');
  return api;
}
