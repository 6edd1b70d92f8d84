import { cn } from '../../lib/cn';
import { CoinIcon } from '../../icons';

const decoinsFormat = new Intl.NumberFormat('pt-BR');

/** The header's decoins balance, whole and in pt-BR: '1.500 decoins'. */
export function DecoinsBalance({ decoins, className }: { decoins: number; className?: string }) {
  return (
    <p
      data-slot="decoins-balance"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-pill bg-primary-soft px-3 py-1.5 text-sm text-primary-ink',
        className,
      )}
    >
      <CoinIcon size="md" className="shrink-0" />
      <span className="sr-only">Seu saldo: </span>
      <span className="font-bold">{decoinsFormat.format(decoins)}</span> decoins
    </p>
  );
}
