import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { linkVariants } from '../../primitives/Link';
import { Switch } from '../../primitives/Switch';
import { QrCode } from './QrCode';
import { describeFault, FAULT_CHOICES, type DemoFault, type FaultChoice } from './faultChoices';

export type DemoSetting = 'maintenanceMode' | 'suggestionMode' | 'dailyDecoinLimitExceeded';

export type DemoPanelState = Record<DemoSetting, boolean> & {
  faults: { operationId: string; fault: DemoFault; remaining?: number }[];
};

export type DemoAccount = { email: string; description: string };

/** A demo class's or training's QR check-in link, as a phone would open it. */
export type DemoCheckInLink = { label: string; href: string };

export type DemoPanelProps = {
  state: DemoPanelState;
  /** The contract's operations, for the fault picker. */
  operationIds: readonly string[];
  accounts: readonly DemoAccount[];
  password: string;
  /** Full addresses, so a phone scanning the code reaches this portal. */
  checkInLinks?: readonly DemoCheckInLink[];
  onSettingChange: (setting: DemoSetting, on: boolean) => void;
  onAddFault: (operationId: string, fault: FaultChoice) => void;
  onClearFaults: () => void;
  onExpireSession: () => void;
  onReset: () => void;
  defaultOpen?: boolean;
};

const SETTINGS: { setting: DemoSetting; label: string; description: string }[] = [
  {
    setting: 'maintenanceMode',
    label: 'Modo de manutenção',
    description: 'Todas as telas levam à página de manutenção.',
  },
  {
    setting: 'suggestionMode',
    label: 'Modo de sugestões',
    description: "Mostra 'Dê sua sugestão' no menu do usuário.",
  },
  {
    setting: 'dailyDecoinLimitExceeded',
    label: 'Limite diário de decoins atingido',
    description: 'Quem ainda não aceitou o aviso vê o modal do limite.',
  },
];

const ALL_OPERATIONS = '*';

/**
 * The demo controls, shown only when the demo backend runs in the browser: switch the platform
 * modes, make calls fail on purpose, expire the session or restore the demo data — what a reviewer
 * needs to see every state of the portal without a real backend. Docked at the foot of the page,
 * in the flow, so it never covers content or controls (a floating button did, at 375 px).
 */
export function DemoPanel({
  state,
  operationIds,
  accounts,
  password,
  checkInLinks = [],
  onSettingChange,
  onAddFault,
  onClearFaults,
  onExpireSession,
  onReset,
  defaultOpen = false,
}: DemoPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [operationId, setOperationId] = useState(ALL_OPERATIONS);
  const [fault, setFault] = useState<FaultChoice>('500');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  function addFault(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAddFault(operationId, fault);
  }

  return (
    <div data-slot="demo-panel" className="flex flex-col items-start gap-2 p-4 text-ink">
      <Button
        ref={triggerRef}
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
        className="shadow-md"
      >
        Demonstração
        {state.faults.length > 0 && (
          <span className="rounded-pill bg-danger px-1.5 text-xs text-on-danger">
            {state.faults.length}
            <span className="sr-only">
              {' '}
              {state.faults.length === 1 ? 'falha ativa' : 'falhas ativas'}
            </span>
          </span>
        )}
      </Button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="flex w-full max-w-[22rem] flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-xl"
        >
          <h2 id={headingId} className="text-base font-bold">
            Controles da demonstração
          </h2>

          <div className="flex flex-col gap-3">
            {SETTINGS.map(({ setting, label, description }) => (
              <Switch
                key={setting}
                label={label}
                description={description}
                checked={state[setting]}
                onChange={(on) => onSettingChange(setting, on)}
              />
            ))}
          </div>

          <form onSubmit={addFault} className="flex flex-col gap-2 border-t border-line pt-3">
            <h3 className="text-sm font-semibold">Simular falhas</h3>
            <label className="flex flex-col gap-1 text-xs font-medium text-ink-muted">
              Operação
              <select
                value={operationId}
                onChange={(event) => setOperationId(event.target.value)}
                className="rounded-control border border-line bg-surface px-2 py-1.5 text-sm text-ink"
              >
                <option value={ALL_OPERATIONS}>Todas as operações</option>
                {operationIds.map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-ink-muted">
              Falha
              <select
                value={fault}
                onChange={(event) => setFault(event.target.value as FaultChoice)}
                className="rounded-control border border-line bg-surface px-2 py-1.5 text-sm text-ink"
              >
                {FAULT_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="sm" variant="secondary">
              Adicionar falha
            </Button>
            {state.faults.length === 0 ? (
              <p className="text-xs text-ink-muted">Nenhuma falha ativa.</p>
            ) : (
              <>
                <ul aria-label="Falhas ativas" className="flex flex-col gap-1 text-xs">
                  {state.faults.map((rule, index) => (
                    <li
                      key={`${rule.operationId}-${index}`}
                      className="rounded-control bg-surface-muted px-2 py-1"
                    >
                      <span className="font-semibold">
                        {rule.operationId === ALL_OPERATIONS
                          ? 'Todas as operações'
                          : rule.operationId}
                      </span>
                      {': '}
                      {describeFault(rule.fault)}
                      {rule.remaining !== undefined && ` (mais ${rule.remaining}×)`}
                    </li>
                  ))}
                </ul>
                <Button size="sm" variant="ghost" onClick={onClearFaults}>
                  Remover todas as falhas
                </Button>
              </>
            )}
          </form>

          <div className="flex flex-wrap gap-2 border-t border-line pt-3">
            <Button size="sm" variant="secondary" onClick={onExpireSession}>
              Expirar sessão
            </Button>
            <Button size="sm" variant="danger" onClick={onReset}>
              Restaurar dados
            </Button>
          </div>

          <div className="flex flex-col gap-1 border-t border-line pt-3 text-xs">
            <h3 className="text-sm font-semibold">Contas de demonstração</h3>
            <p className="text-ink-muted">
              Senha de todas: <span className="font-mono text-ink">{password}</span>
            </p>
            <ul className="flex flex-col gap-0.5">
              {accounts.map((account) => (
                <li key={account.email}>
                  <span className="font-mono text-ink">{account.email}</span>{' '}
                  <span className="text-ink-muted">— {account.description}</span>
                </li>
              ))}
            </ul>
          </div>

          {checkInLinks.length > 0 && (
            <div className="flex flex-col gap-2 border-t border-line pt-3 text-xs">
              <h3 className="text-sm font-semibold">Check-in por QR code</h3>
              <p className="text-ink-muted">
                Leia com a câmera do celular ou abra o link: a presença é confirmada depois do
                login.
              </p>
              <ul className="flex flex-col gap-3">
                {checkInLinks.map((link) => (
                  <li key={link.href} className="flex flex-col items-start gap-1">
                    <a href={link.href} className={cn('font-semibold', linkVariants())}>
                      {link.label}
                    </a>
                    <QrCode value={link.href} label={`QR code: ${link.label}`} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
