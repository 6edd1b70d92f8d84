import {
  Description,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode, RefObject } from 'react';
import { CrossIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../lib/focusRing';

const panelVariants = cva(
  'relative flex w-full flex-col bg-surface text-ink shadow-xl focus:outline-none',
  {
    variants: {
      placement: {
        center: 'max-h-[calc(100dvh-2rem)] rounded-card',
        right: 'h-dvh',
      },
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { placement: 'center', size: 'md' },
  },
);

export type DialogProps = VariantProps<typeof panelVariants> & {
  open: boolean;
  /** Called by the close button, Escape and a click outside the panel. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The element focused on open; otherwise the first focusable element (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The close button's accessible name. */
  closeLabel?: string;
  /**
   * A click on the backdrop closes the dialog (default). Long forms turn it off, so a stray click
   * does not throw away what was typed; Escape and the close button still close.
   */
  closeOnBackdropClick?: boolean;
  /** `alertdialog` for a question that interrupts the learner (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

/**
 * A modal dialog over Headless UI's: labelled by its title, Escape and the close button ('Fechar')
 * close it, focus moves inside and is trapped there, returns to the element that opened it, and
 * the page behind does not scroll (scrolling is disabled while modals are open).
 * `placement="right"` makes it a side panel (the landing's login panel).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocus,
  closeLabel = 'Fechar',
  closeOnBackdropClick = true,
  placement,
  size,
  role = 'dialog',
  className,
}: DialogProps) {
  const isSide = placement === 'right';
  return (
    // The root takes focus itself when the dialog opens with the page; it is no control, so no ring.
    <HeadlessDialog
      open={open}
      onClose={onClose}
      initialFocus={initialFocus}
      role={role}
      className="relative z-50 focus-visible:outline-none"
    >
      <DialogBackdrop className="fixed inset-0 bg-ink/50" />
      {/* Without backdrop dismissal the panel covers the whole screen, so no click is outside it. */}
      <Frame
        asPanel={!closeOnBackdropClick}
        className={cn(
          'fixed inset-0 flex',
          isSide ? 'justify-end' : 'items-center justify-center overflow-y-auto p-4',
        )}
      >
        <Frame
          asPanel={closeOnBackdropClick}
          data-slot="dialog"
          data-placement={placement ?? 'center'}
          className={cn(panelVariants({ placement, size }), className)}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <div className="flex flex-col gap-1">
              <DialogTitle className="text-lg font-bold text-ink">{title}</DialogTitle>
              {description && (
                <Description className="text-sm text-ink-muted">{description}</Description>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              className={cn(
                '-me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-control text-ink-muted',
                'hover:bg-surface-muted hover:text-ink',
                FOCUS_RING.near,
              )}
            >
              <CrossIcon size="lg" />
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        </Frame>
      </Frame>
    </HeadlessDialog>
  );
}

type FrameProps = {
  asPanel: boolean;
  className?: string;
  children: ReactNode;
  'data-slot'?: string;
  'data-placement'?: string;
};

/** A plain div, or the Headless UI panel (the area whose outside clicks close the dialog). */
function Frame({ asPanel, ...props }: FrameProps) {
  return asPanel ? <DialogPanel {...props} /> : <div {...props} />;
}
