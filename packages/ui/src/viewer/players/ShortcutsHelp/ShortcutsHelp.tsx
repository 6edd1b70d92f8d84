import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../lib/focusRing';
import { Dialog } from '../../../primitives/Dialog';

export type ShortcutsHelpProps = {
  /** Lists 'N' too: the player takes notes at the current time. */
  withNote?: boolean;
  className?: string;
};

const SHORTCUTS = [
  { keys: ['Espaço', 'K'], action: 'Reproduzir ou pausar' },
  { keys: ['←'], action: 'Voltar 5 segundos' },
  { keys: ['→'], action: 'Avançar 5 segundos' },
];
const NOTE_SHORTCUT = { keys: ['N'], action: 'Anotar no tempo atual' };

/** The 'Atalhos' button and the dialog listing the player's keys (Escape closes it). */
export function ShortcutsHelp({ withNote = false, className }: ShortcutsHelpProps) {
  const [open, setOpen] = useState(false);
  const shortcuts = withNote ? [...SHORTCUTS, NOTE_SHORTCUT] : SHORTCUTS;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex h-9 items-center rounded-control px-2 text-sm font-semibold text-ink',
          'hover:bg-surface-muted',
          focusRing,
          className,
        )}
      >
        Atalhos
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Atalhos do teclado"
        description="Valem enquanto o foco está no player."
        size="sm"
      >
        <dl data-slot="shortcuts" className="flex flex-col gap-3 text-sm text-ink">
          {shortcuts.map(({ keys, action }) => (
            <div key={action} className="flex items-center justify-between gap-4">
              <dt className="flex gap-1">
                {keys.map((key, index) => (
                  <span key={key} className="flex items-center gap-1">
                    {index > 0 && <span className="text-ink-muted">ou</span>}
                    <kbd className="rounded-control border border-line bg-surface-muted px-2 py-0.5 font-sans font-semibold">
                      {key}
                    </kbd>
                  </span>
                ))}
              </dt>
              <dd className="text-end text-ink-muted">{action}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
    </>
  );
}
