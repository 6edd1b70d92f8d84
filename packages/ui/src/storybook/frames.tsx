import type { ReactNode } from 'react';
import { BellIcon } from '../icons';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focusRing';

/** Stories only: the access screens as the landing's login panel holds them. */
export function AccessStoryFrame({ children }: { children: ReactNode }) {
  return (
    <div className="w-[26rem] max-w-full rounded-card bg-surface p-6 shadow-sm">{children}</div>
  );
}

const COURSES = [
  { title: 'Segurança do Trabalho em Canteiros de Obra', progress: 60 },
  { title: 'Liderança Situacional na Prática', progress: 25 },
  { title: 'Excel para Orçamento de Obras', progress: 80 },
];

/** A page body for the shell stories: what a signed-in page puts inside the shell's <main>. */
export function StorySamplePage({
  title = 'Meu dashboard',
  children,
}: {
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-gutter py-section">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="max-w-2xl text-base leading-relaxed text-ink-muted">
        Bem-vinda de volta, Ana! Continue de onde você parou e descubra os novos treinamentos da sua
        escola.
      </p>
      <h2 className="text-xl font-bold text-ink">Continue de onde você parou!</h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {COURSES.map((course) => (
          <li
            key={course.title}
            className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-sm"
          >
            <span className="font-semibold text-ink">{course.title}</span>
            <span className="text-sm text-ink-muted">{course.progress}% concluído</span>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/** Where the app puts the notifications menu; a plain button shows its place in the header. */
export function NotificationsBellPlaceholder() {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted',
        focusRing,
      )}
    >
      <BellIcon size="xl" />
      <span className="sr-only">Notificações</span>
    </button>
  );
}
