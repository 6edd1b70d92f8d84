import { buttonVariants } from '../Button';
import { Link } from '../Link';
import { PageFrame } from '../PageFrame';

export type NotFoundPageProps = {
  /** Where "back to the start" leads: the dashboard for a signed-in learner. */
  homeHref: string;
  /** Inside the signed-in shell, which already has the page's <main>, header and footer. */
  inShell?: boolean;
};

/** The catch-all page of the portal ("A catch-all shows a not-found page"). */
export function NotFoundPage({ homeHref, inShell = false }: NotFoundPageProps) {
  return (
    <PageFrame inShell={inShell}>
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
    </PageFrame>
  );
}
