import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { LandingSection } from '../shared/LandingSection';
import { PlayCircleIcon } from '../../icons';
import { useHalfVisible } from './useHalfVisible';

export type AboutSectionProps = {
  /** `templateConfig(template).platformName`. */
  platformName: string;
  /** The presentation video. Without it the poster is shown as a still image. */
  videoSrc?: string;
  /** The video's first frame, also the still image when there is no video. */
  poster?: string;
  /** A WebVTT captions file in Portuguese. */
  captionsSrc?: string;
  /** The section's anchor (`#sobre`). */
  id?: string;
  className?: string;
};

/** Plays muted while half visible; under reduced motion the learner starts it. */
export function AboutSection({
  platformName,
  videoSrc,
  poster,
  captionsSrc,
  id,
  className,
}: AboutSectionProps) {
  const mediaRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const halfVisible = useHalfVisible(mediaRef, 0.5);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (halfVisible && !reducedMotion) {
      // A browser may still refuse to autoplay; the controls stay there for the learner.
      video.play().catch(() => {});
    } else {
      video.pause();
    }
  }, [halfVisible, reducedMotion, videoSrc]);

  return (
    <LandingSection
      title={`Sobre o ${platformName}`}
      eyebrow="Quem somos"
      background="surface"
      id={id}
      className={className}
    >
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-4 text-base leading-relaxed text-ink-muted">
          <p>
            O <strong className="text-ink">{platformName}</strong> é a plataforma de educação
            corporativa do grupo: um só lugar para colaboradores e parceiros aprenderem, no ritmo de
            cada um, com cursos, trilhas, pílulas de vídeo e treinamentos presenciais.
          </p>
          <p>
            Os conteúdos são criados por quem conhece o dia a dia das nossas empresas — das obras ao
            escritório — e organizados em escolas, para você encontrar rapidamente o que precisa
            para crescer na função que ocupa hoje e se preparar para a próxima.
          </p>
          <p>
            Ao concluir missões e treinamentos você acumula decoins, a moeda da plataforma, e
            acompanha seu progresso, seus certificados e suas conquistas no seu perfil.
          </p>
        </div>
        <figure
          ref={mediaRef}
          data-slot="about-media"
          data-in-view={halfVisible}
          className="flex flex-col gap-2"
        >
          {videoSrc ? (
            <video
              ref={videoRef}
              src={videoSrc}
              poster={poster}
              muted
              playsInline
              loop
              controls
              // Nothing of the video is fetched until it starts (half in view) or the learner
              // presses play: most visitors never scroll that far. The poster stands in until then.
              preload="none"
              aria-label={`Vídeo de apresentação do ${platformName}`}
              className={mediaClass}
            >
              {captionsSrc && (
                <track
                  kind="captions"
                  src={captionsSrc}
                  srcLang="pt-BR"
                  label="Português"
                  default
                />
              )}
            </video>
          ) : poster ? (
            <img
              src={poster}
              alt={`Apresentação do ${platformName}`}
              className={mediaClass}
              draggable={false}
            />
          ) : (
            <div
              aria-hidden="true"
              className={cn(
                mediaClass,
                'flex items-center justify-center bg-primary text-on-primary',
              )}
            >
              <PlayCircleIcon size="6xl" />
            </div>
          )}
          <figcaption className="text-sm text-ink-muted">
            Conheça em poucos minutos como a plataforma funciona.
          </figcaption>
        </figure>
      </div>
    </LandingSection>
  );
}

const mediaClass = cn(
  'aspect-video w-full rounded-card border border-line bg-surface-muted object-cover shadow-sm',
);
