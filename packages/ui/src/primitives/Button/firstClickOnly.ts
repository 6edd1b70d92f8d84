import type { MouseEvent } from 'react';

/**
 * A double click on 'Inscrever-se' can be answered before its second click lands; the button that
 * takes its place ('Cancelar inscrição', which asks first) must not take that second click and
 * open its confirmation. A click's `detail` counts the clicks in a row (0 from the keyboard).
 */
export function firstClickOnly(handler: () => void) {
  return (event: MouseEvent) => {
    if (event.detail > 1) return;
    handler();
  };
}
