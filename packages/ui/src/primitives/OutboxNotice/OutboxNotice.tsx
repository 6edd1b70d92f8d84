import { CheckIcon, ClockIcon } from '../../icons';
import { cn } from '../../lib/cn';

export const OUTBOX_NOTICE_TEXT = {
  waiting: 'Salvo neste aparelho. Será enviado quando a conexão voltar.',
  sent: (at: Date) =>
    `Enviado às ${new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(at)}.`,
} as const;

export type OutboxNoticeProps = {
  /** Something the learner did here waits on the device for the connection. */
  waiting: boolean;
  /** When what waited reached the server; null before, or when nothing waited. */
  sentAt: Date | null;
  className?: string;
};

/**
 * Where a learner's write waits for the network: says it is kept on the device, then when it went.
 * A polite status, so a screen reader hears both without losing its place.
 */
export function OutboxNotice({ waiting, sentAt, className }: OutboxNoticeProps) {
  const text = waiting
    ? OUTBOX_NOTICE_TEXT.waiting
    : sentAt
      ? OUTBOX_NOTICE_TEXT.sent(sentAt)
      : null;
  return (
    <p
      role="status"
      data-slot="outbox-notice"
      data-state={waiting ? 'waiting' : sentAt ? 'sent' : 'idle'}
      className={cn('flex items-center gap-2 text-sm text-ink-muted', className)}
    >
      {text && (
        <>
          {waiting ? <ClockIcon size="sm" /> : <CheckIcon size="sm" />}
          {text}
        </>
      )}
    </p>
  );
}
