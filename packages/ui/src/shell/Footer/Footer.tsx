import { templateConfig, type SocialLink, type Template } from '@decola/domain';
import type { ReactNode } from 'react';
import {
  FacebookLogoIcon,
  InstagramLogoIcon,
  LinkedInLogoIcon,
  YouTubeLogoIcon,
} from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { Link, linkVariants } from '../../primitives/Link';
import { FOOTER_COLUMNS, POWERED_BY } from './footerLinks';

export type FooterProps = {
  template: Template;
  /** The copyright year. The app passes the current year; stories pass a fixed one. */
  year?: number;
  /** For a page that is not the template's portal ('Decola Ofícios'); contacts stay. */
  platformName?: string;
  className?: string;
};

const linkClass = cn(
  'rounded-control text-sm',
  linkVariants({ tone: 'muted', underline: 'hover', offset: 4 }),
);

/** An external link: new tab, no opener, and it says so to screen readers. */
function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} external className={className ?? linkClass}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </Link>
  );
}

function ColumnTitle({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-bold tracking-wide text-ink uppercase">{children}</h2>;
}

const socialIcon: Record<SocialLink['network'], ReactNode> = {
  instagram: <InstagramLogoIcon size="lg" />,
  linkedin: <LinkedInLogoIcon size="lg" />,
  youtube: <YouTubeLogoIcon size="lg" />,
  facebook: <FacebookLogoIcon size="lg" />,
};

const telHref = (phone: string) => `tel:${phone.replace(/\D/g, '')}`;

/** The contacts come from `templateConfig(template).footer`. */
export function Footer({
  template,
  year = new Date().getFullYear(),
  platformName: siteName,
  className,
}: FooterProps) {
  const { platformName, footer } = templateConfig(template);
  return (
    <footer
      data-slot="footer"
      className={cn('border-t border-line bg-surface px-gutter pt-section pb-6', className)}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <div className="grid gap-8 lg:grid-cols-[5fr_1.4fr]">
          <nav aria-label="Institucional">
            <ul className="grid gap-8 sm:grid-cols-3 lg:grid-cols-5">
              {FOOTER_COLUMNS.map((column) => (
                <li key={column.title} className="flex flex-col gap-3">
                  <ColumnTitle>{column.title}</ColumnTitle>
                  <ul className="flex flex-col gap-2">
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <ExternalLink href={link.href}>{link.label}</ExternalLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-3">
            <ColumnTitle>Contato</ColumnTitle>
            <address className="flex flex-col gap-2 not-italic">
              <a href={`mailto:${footer.email}`} className={linkClass}>
                {footer.email}
              </a>
              <a href={telHref(footer.phone)} className={linkClass}>
                {footer.phone}
              </a>
              <p className="flex flex-col text-sm text-ink-muted">
                Encarregado de dados (DPO):
                <a href={`mailto:${footer.dataProtectionOfficerEmail}`} className={linkClass}>
                  {footer.dataProtectionOfficerEmail}
                </a>
              </p>
              <ExternalLink href={footer.whistleblowingUrl}>Canal de denúncias</ExternalLink>
            </address>
          </div>
        </div>

        <div className="flex flex-col gap-4 border-t border-line pt-6 md:flex-row md:items-center md:justify-between">
          <ul aria-label="Redes sociais" className="flex gap-2">
            {footer.social.map((social) => (
              <li key={social.network}>
                <ExternalLink
                  href={social.href}
                  className={cn(
                    'flex size-10 items-center justify-center rounded-control border border-line text-ink-muted',
                    'hover:border-primary-ink hover:text-primary-ink',
                    focusRing,
                  )}
                >
                  {socialIcon[social.network]}
                  <span className="sr-only">{`${social.label} do ${platformName}`}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-1 text-sm text-ink-muted md:items-end">
            <p>
              Desenvolvido por{' '}
              <ExternalLink href={POWERED_BY.href} className={cn(linkClass, 'font-semibold')}>
                {POWERED_BY.name}
              </ExternalLink>
            </p>
            <p>
              © {year} {siteName ?? platformName}. Todos os direitos reservados.
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
