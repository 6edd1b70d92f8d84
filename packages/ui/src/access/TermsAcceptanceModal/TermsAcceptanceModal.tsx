import { ERROR_MESSAGES } from '@decola/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { FormError } from '../../primitives/FormError';
import { NewTabNote } from '../shared/NewTabNote';
import { textLinkClasses } from '../shared/ScreenHeader';

export type TermsAcceptanceModalProps = {
  open: boolean;
  /** Records the acceptance; while it runs the button waits, a rejection shows its message. */
  onAccept: () => Promise<unknown> | void;
  /** Escape, the close button or a click outside: the terms stay unaccepted. */
  onClose: () => void;
  /** The terms page, opened in a new tab. */
  termsHref?: string;
};

function AcceptanceForm({
  onAccept,
  termsHref,
}: Pick<TermsAcceptanceModalProps, 'onAccept'> & { termsHref: string }) {
  const id = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { pending, error, run } = useSubmission();
  const termsError = submitted && !accepted ? ERROR_MESSAGES.termsNotAccepted : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (!accepted) {
      checkbox.current?.focus();
      return;
    }
    void run(onAccept);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <p className="text-sm leading-relaxed text-ink">
        Para continuar usando a plataforma, leia com atenção a nova versão e confirme que você
        concorda com ela.
      </p>
      <a
        href={termsHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={`${id}-new-tab`}
        className={`${textLinkClasses} self-start text-sm`}
      >
        Ler o Termo de Uso
      </a>
      <NewTabNote id={`${id}-new-tab`} />
      <Checkbox
        ref={checkbox}
        name="acceptedTerms"
        label="Li e aceito o novo Termo de Uso"
        checked={accepted}
        error={termsError}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      <FormError message={error} />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        Aceitar e continuar
      </Button>
    </form>
  );
}

/**
 * After login, when new terms must be accepted. Confirming needs the box ticked;
 * the modal stays open until `onAccept` resolves (the app then goes to the redirect or dashboard).
 */
export function TermsAcceptanceModal({
  open,
  onAccept,
  onClose,
  termsHref = '/student/terms',
}: TermsAcceptanceModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title="Atualizamos o Termo de Uso"
      description="O Termo de Uso e a Política de Privacidade mudaram e precisam do seu aceite."
    >
      {/* Unmounted while closed, so each opening starts unticked and without errors. */}
      <AcceptanceForm onAccept={onAccept} termsHref={termsHref} />
    </Dialog>
  );
}
