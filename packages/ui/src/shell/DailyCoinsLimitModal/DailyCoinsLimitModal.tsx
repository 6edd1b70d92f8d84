import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FormError } from '../../primitives/FormError';
import { CoinIcon } from '../../icons';
import { Confetti } from './Confetti';

export type DailyCoinsLimitModalProps = {
  /** The app opens it when domain `shouldShowDailyCoinsModal` says so (never once accepted). */
  open: boolean;
  /**
   * 'Entendi': records that the learner read the message. While the promise runs the button is
   * busy; a rejection shows its message; once it resolves the modal closes (through `onClose`).
   */
  onAccept: () => Promise<unknown> | void;
  /** The close button, Escape and a resolved acceptance. Closing alone records nothing. */
  onClose: () => void;
};

/** Worded as the terms of use (§4 Decoins): learning counts, decoins stop. */
export function DailyCoinsLimitModal({ open, onAccept, onClose }: DailyCoinsLimitModalProps) {
  const { pending, error, run, clearError } = useSubmission();
  const close = () => {
    if (pending) return;
    clearError();
    onClose();
  };
  async function accept() {
    if (pending) return;
    let accepted = false;
    await run(async () => {
      await onAccept();
      accepted = true;
    });
    if (accepted) onClose();
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title="Você atingiu o limite diário de decoins"
      description="Parabéns pela dedicação! Hoje você já ganhou todos os decoins que a plataforma permite em um dia."
    >
      <Confetti />
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-ink">
          <CoinIcon size="3xl" />
        </span>
        <p className="text-sm leading-relaxed text-ink">
          Até o fim do dia, os cursos, conteúdos e missões que você concluir continuam contando para
          o seu aprendizado e o seu progresso, mas não geram novos decoins — nem agora, nem depois.
        </p>
        <p className="text-sm leading-relaxed font-semibold text-ink">
          Amanhã você volta a ganhar decoins normalmente. Bons estudos!
        </p>
        <FormError message={error} className="w-full text-start" />
        <Button fullWidth loading={pending} onClick={() => void accept()}>
          Entendi
        </Button>
      </div>
    </Dialog>
  );
}
