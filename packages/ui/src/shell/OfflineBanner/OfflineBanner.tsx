import { AlertBox } from '../../primitives/AlertBox';

export const OFFLINE_BANNER_TEXT = {
  title: 'Você está sem conexão.',
  body: 'O que depende da internet volta a funcionar assim que a conexão voltar.',
  waiting: (count: number) =>
    count === 1
      ? '1 envio salvo neste aparelho aguarda a conexão.'
      : `${new Intl.NumberFormat('pt-BR').format(count)} envios salvos neste aparelho aguardam a conexão.`,
} as const;

export type OfflineBannerProps = {
  /** The browser reports no network; the banner goes away once it reports one again. */
  offline: boolean;
  /** The learner's writes kept on the device until the connection returns. */
  waiting?: number;
};

/**
 * While the browser is offline every call fails with 'Erro de conexão.'; this says why,
 * once, without covering the header or the toasts (they sit at the top).
 */
export function OfflineBanner({ offline, waiting = 0 }: OfflineBannerProps) {
  if (!offline) return null;
  return (
    <div
      data-slot="offline-banner"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-4"
    >
      <AlertBox
        tone="warning"
        title={OFFLINE_BANNER_TEXT.title}
        className="pointer-events-auto w-full shadow-lg sm:w-96"
      >
        {OFFLINE_BANNER_TEXT.body}
        {waiting > 0 && <span className="mt-1 block">{OFFLINE_BANNER_TEXT.waiting(waiting)}</span>}
      </AlertBox>
    </div>
  );
}
