import { buttonVariants } from '../../primitives/Button';
import { Link } from '../../primitives/Link';

export type NotFoundPageProps = {
  /** Where "back to the start" leads: the dashboard for a signed-in learner. */
  homeHref: string;
};

/** The catch-all page of the portal (spec 1 §2: "A catch-all shows a not-found page"). */
export function NotFoundPage({ homeHref }: NotFoundPageProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-gutter py-section">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-primary-ink">
          404
        </p>
        <h1 className="text-2xl font-bold text-ink">Página não encontrada</h1>
        <p className="text-base text-ink-muted">
          O endereço que você acessou não existe ou foi alterado. Confira o link ou volte para o
          início da plataforma.
        </p>
        <Link href={homeHref} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          Voltar para o início
        </Link>
      </div>
    </main>
  );
}
