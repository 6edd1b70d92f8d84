import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';

export type StepDirection = 'forward' | 'backward';

const DISTANCE = '2.5rem';
const DURATION_MS = 280;

/**
 * Slides each new step in: from the right going forward, from the left going back (going
 * backwards plays the step animation in reverse). Nothing moves when the learner asked for less
 * motion, nor when the modal first opens. Returns the direction of the last change.
 */
export function useStepAnimation(step: number, panel: RefObject<HTMLElement | null>) {
  const reducedMotion = usePrefersReducedMotion();
  // The direction is known while rendering, from the step shown before (React's "previous props").
  const [shown, setShown] = useState<{ step: number; direction: StepDirection }>({
    step,
    direction: 'forward',
  });
  let { direction } = shown;
  if (shown.step !== step) {
    direction = step < shown.step ? 'backward' : 'forward';
    setShown({ step, direction });
  }

  const animatedStep = useRef(step);
  useLayoutEffect(() => {
    if (animatedStep.current === step) return;
    animatedStep.current = step;
    const element = panel.current;
    if (reducedMotion || !element || typeof element.animate !== 'function') return;
    const from = direction === 'backward' ? `-${DISTANCE}` : DISTANCE;
    element.animate(
      [
        { opacity: 0, transform: `translateX(${from})` },
        { opacity: 1, transform: 'translateX(0)' },
      ],
      { duration: DURATION_MS, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    );
  }, [step, direction, reducedMotion, panel]);

  return direction;
}
