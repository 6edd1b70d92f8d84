import { LandingSection } from '../shared/LandingSection';
import { DEFAULT_SUPPORTERS, type Supporter } from './supporterLogos';

export type SupportersSectionProps = {
  /** The supporters to show; fictitious marks by default. */
  supporters?: readonly Supporter[];
  /** The section's anchor for in-page links. */
  id?: string;
  className?: string;
};

/** The landing's supporter logos. Each logo is an image named after its supporter. */
export function SupportersSection({
  supporters = DEFAULT_SUPPORTERS,
  id,
  className,
}: SupportersSectionProps) {
  return (
    <LandingSection
      title="Quem apoia"
      eyebrow="Parceiros"
      intro="Instituições que caminham com a gente na formação dos nossos profissionais."
      background="surface"
      id={id}
      className={className}
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {supporters.map((supporter) => (
          <li
            key={supporter.name}
            className="flex h-20 items-center justify-center rounded-card border border-line bg-surface-muted px-4 text-ink-muted"
          >
            <svg
              role="img"
              aria-label={supporter.name}
              viewBox="0 0 160 48"
              width="160"
              height="48"
              className="h-10 w-auto max-w-full"
              fontFamily="inherit"
            >
              {supporter.mark}
            </svg>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
