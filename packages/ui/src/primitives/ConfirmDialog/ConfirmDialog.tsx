import { useRef, type ReactNode, type RefObject } from 'react';
import { useSubmission } from '../../lib/useSubmission';
import { Button, type ButtonProps } from '../Button';
import { Dialog } from '../Dialog';
import { FormError } from '../FormError';

export type ConfirmDialogProps = {
  open: boolean;
  /** The question, e.g. 'Deseja realmente sair?'. */
  title: string;
  /** What confirming does, read with the question. */
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button: `danger` for an action that removes or ends something (the default). */
  confirmVariant?: Extract<ButtonProps['variant'], 'danger' | 'primary'>;
  /** A promise keeps it busy; a rejection shows its message; caller closes. */
  onConfirm: () => Promise<unknown> | void;
  /** Cancel, the close button and Escape (ignored while the action runs). */
  onCancel: () => void;
};

/** Focus starts on cancel so a destructive action is never one Enter away. */
export function ConfirmDialog({ open, onCancel, ...props }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const submission = useSubmission();
  const close = () => {
    if (submission.pending) return;
    // The next opening starts without this one's refusal.
    submission.clearError();
    onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={props.title}
      description={props.message}
      initialFocus={cancel}
    >
      <ConfirmActions {...props} submission={submission} cancelRef={cancel} onCancel={close} />
    </Dialog>
  );
}

type ConfirmActionsProps = Pick<
  ConfirmDialogProps,
  'confirmLabel' | 'cancelLabel' | 'confirmVariant' | 'onConfirm' | 'onCancel'
> & {
  submission: ReturnType<typeof useSubmission>;
  cancelRef: RefObject<HTMLButtonElement | null>;
};

function ConfirmActions({
  confirmLabel,
  cancelLabel = 'Cancelar',
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
  submission: { pending, error, run },
  cancelRef,
}: ConfirmActionsProps) {
  return (
    <div className="flex flex-col gap-4">
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          variant={confirmVariant}
          loading={pending}
          onClick={() => {
            if (!pending) void run(onConfirm);
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
