import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';

const PIECES = 40;
const COLOURS = ['bg-primary', 'bg-accent', 'bg-success', 'bg-warning', 'bg-danger'];

/**
 * A piece's path, the same on every showing: spread from the index rather than drawn at random,
 * so tests and screenshots always meet the same confetti.
 */
function pieceOf(index: number) {
  return {
    left: (index * 37) % 100,
    size: 6 + (index % 3) * 2,
    round: index % 4 === 0,
    colour: COLOURS[index % COLOURS.length],
    drift: ((index % 7) - 3) * 18,
    turns: 1 + (index % 3),
    duration: 2200 + ((index * 53) % 1200),
    delay: (index * 31) % 600,
  };
}

/** Decorative, and still under reduced motion. */
export function Confetti() {
  const reducedMotion = usePrefersReducedMotion();
  const layer = useRef<HTMLDivElement>(null);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (reducedMotion || !layer.current) return;
    const animations = [...layer.current.children].map((piece, index) => {
      const { drift, turns, duration, delay } = pieceOf(index);
      return piece.animate(
        [
          { transform: 'translate3d(0, -5vh, 0) rotate(0deg)', opacity: 1 },
          {
            transform: `translate3d(${drift}px, 105vh, 0) rotate(${turns * 360}deg)`,
            opacity: 0.9,
          },
        ],
        { duration, delay, easing: 'cubic-bezier(0.25, 0.6, 0.5, 1)', fill: 'both' },
      );
    });
    let active = true;
    Promise.all(animations.map((animation) => animation.finished))
      .then(() => {
        if (active) setFinished(true);
      })
      // Cancelled when the modal closes first: nothing left to clear.
      .catch(() => {});
    return () => {
      active = false;
      animations.forEach((animation) => animation.cancel());
    };
  }, [reducedMotion]);

  if (reducedMotion || finished) return null;
  return (
    <div
      ref={layer}
      aria-hidden="true"
      data-slot="confetti"
      className="pointer-events-none fixed inset-0 z-10 overflow-hidden"
    >
      {Array.from({ length: PIECES }, (_, index) => {
        const { left, size, round, colour } = pieceOf(index);
        return (
          <span
            key={index}
            className={cn('absolute top-0 block', colour, round ? 'rounded-full' : 'rounded-[1px]')}
            style={{ left: `${left}%`, width: size, height: round ? size : size * 1.6 }}
          />
        );
      })}
    </div>
  );
}
