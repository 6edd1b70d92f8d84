import { templateConfig, toCalendarDay, type DateInput, type Template } from '@decola/domain';
import { Fragment, useLayoutEffect, type MouseEvent } from 'react';
import { Link } from '../../primitives/Link';
import { textLinkClasses } from '../shared/ScreenHeader';
import { TERMS_TITLE, termsSections, type TermsBlock, type TermsInline } from './termsContent';

export type TermsPageProps = {
  /** The brand template: platform name and contact addresses in the text. */
  template?: Template;
  /** When the terms last changed: a Date or an ISO day ('2026-03-10'). */
  lastUpdated: DateInput;
  /** The landing page; the link is left out when the page is shown on its own. */
  homeHref?: string;
};

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });

/** '10 de março de 2026', read as a calendar day so it never shows the day before in Brazil. */
function formatLongDate(value: DateInput): { label: string; iso: string } | null {
  const iso = toCalendarDay(value);
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { label: longDate.format(new Date(year, month - 1, day)), iso };
}

/**
 * Shows a section of the page: scrolls it to the top and focuses its heading (so Tab continues
 * from there and screen readers read it). False when the page has no such section.
 */
function showSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}

/** Moves to a section in the page, keeping its anchor in the address for sharing. */
function jumpToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (!showSection(id)) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** The section an address names by its anchor ('#decoins'), if it names one. */
function anchoredSection(): string | null {
  try {
    return decodeURIComponent(window.location.hash.slice(1)) || null;
  } catch {
    return null;
  }
}

function TocLink({ id, children }: { id: string; children: string }) {
  return (
    <a href={`#${id}`} className={textLinkClasses} onClick={(event) => jumpToSection(event, id)}>
      {children}
    </a>
  );
}

function Inline({ parts }: { parts: readonly TermsInline[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <a key={index} href={`mailto:${part.email}`} className={textLinkClasses}>
        {part.email}
      </a>
    ),
  );
}

function Block({ block }: { block: TermsBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <Inline parts={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-1.5 ps-6 marker:text-ink-muted">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'definitions':
      return (
        <dl className="space-y-3">
          {block.items.map(({ term, description }) => (
            <div key={term}>
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className="ps-4">{description}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

/**
 * The public /terms page — Terms of Use and Privacy Policy, opened in a new tab from
 * every terms checkbox. A table of contents links to each section by its anchor.
 */
export function TermsPage({ template = 'default', lastUpdated, homeHref }: TermsPageProps) {
  const { platformName, footer } = templateConfig(template);
  const sections = termsSections({
    platformName,
    supportEmail: footer.supportEmail,
    contactEmail: footer.email,
    dataProtectionOfficerEmail: footer.dataProtectionOfficerEmail,
  });
  const updated = formatLongDate(lastUpdated);
  // Opened at a section's address (a shared link), the page starts at that section: the browser's
  // own jump came before the page was drawn.
  useLayoutEffect(() => {
    const id = anchoredSection();
    if (id) showSection(id);
  }, []);

  return (
    <main className="min-h-dvh bg-canvas px-gutter py-section">
      <article className="mx-auto flex max-w-3xl flex-col gap-8 rounded-card bg-surface px-6 py-8 text-base leading-relaxed text-ink shadow-sm sm:px-10">
        <header className="flex flex-col gap-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-ink">
            {platformName}
          </p>
          <h1 className="text-3xl font-bold text-ink">{TERMS_TITLE}</h1>
          {updated && (
            <p className="text-sm text-ink-muted">
              Última atualização: <time dateTime={updated.iso}>{updated.label}</time>
            </p>
          )}
          {homeHref && (
            <Link href={homeHref} className={`${textLinkClasses} self-start text-sm`}>
              Voltar para o início
            </Link>
          )}
        </header>

        <nav
          aria-labelledby="sumario"
          className="rounded-card border border-line bg-surface-muted px-5 py-4"
        >
          <h2 id="sumario" tabIndex={-1} className="scroll-mt-4 text-lg font-bold text-ink">
            Sumário
          </h2>
          <ol className="mt-2 space-y-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <TocLink id={section.id}>{section.title}</TocLink>
                {section.subsections && (
                  <ol className="mt-1 space-y-1 ps-5">
                    {section.subsections.map((sub) => (
                      <li key={sub.id}>
                        <TocLink id={sub.id}>{sub.title}</TocLink>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className="flex flex-col gap-3 text-ink"
          >
            <h2 id={section.id} tabIndex={-1} className="scroll-mt-4 text-xl font-bold text-ink">
              {section.title}
            </h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
            {section.subsections?.map((sub) => (
              <section key={sub.id} aria-labelledby={sub.id} className="mt-2 flex flex-col gap-3">
                <h3
                  id={sub.id}
                  tabIndex={-1}
                  className="scroll-mt-4 text-lg font-semibold text-ink"
                >
                  {sub.title}
                </h3>
                {sub.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </section>
            ))}
          </section>
        ))}

        <a
          href="#sumario"
          className={`${textLinkClasses} self-start text-sm`}
          onClick={(event) => jumpToSection(event, 'sumario')}
        >
          Voltar ao sumário
        </a>
      </article>
    </main>
  );
}
