import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { linkVariants } from '../../primitives/Link';

export type ScreenHeaderProps = {
  id: string;
  title: ReactNode;
  children?: ReactNode;
};

/** The title and intro of an access screen; the section around it is labelled by the title. */
export function ScreenHeader({ id, title, children }: ScreenHeaderProps) {
  return (
    <header className="flex flex-col gap-2">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children && <div className="text-sm leading-relaxed text-ink-muted">{children}</div>}
    </header>
  );
}

/** A link inside running text: brand-coloured, underlined so it never relies on colour alone. */
export const textLinkClasses = cn(
  'font-medium',
  linkVariants({ underline: 'untilHover', offset: 2 }),
);
