import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { Button } from '../../primitives/Button';
import { PDF_ZOOM_STEPS } from './zoomSteps';

/** Previous, 'Página N de M' with a field to go to a page, next. */
export function PdfPageControls({
  page,
  count,
  draft,
  onDraftChange,
  onGoTo,
}: {
  page: number;
  count: number;
  /** The page number being typed, until it is sent (Enter or leaving the field). */
  draft: string | null;
  onDraftChange: (draft: string) => void;
  onGoTo: (page: number) => void;
}) {
  const pageFieldId = useId();
  return (
    <div role="group" aria-label="Páginas" className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        focusableDisabled={page <= 1}
        onClick={() => onGoTo(page - 1)}
      >
        <ChevronLeftIcon size="md" />
        <span className="sr-only">Página anterior</span>
      </Button>
      <form
        className="flex items-center gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          onGoTo(Number(draft ?? page));
        }}
      >
        <label htmlFor={pageFieldId} className="sr-only">
          Ir para a página
        </label>
        <span aria-hidden="true">Página</span>
        <input
          id={pageFieldId}
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(page)}
          onChange={(event) => onDraftChange(event.target.value.replace(/\D/g, ''))}
          onBlur={() => draft !== null && onGoTo(Number(draft))}
          className={cn(
            'h-8 w-12 rounded-control border border-line bg-surface px-1 text-center tabular-nums',
            focusRing,
          )}
        />
        <span aria-hidden="true">de {count}</span>
      </form>
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        focusableDisabled={page >= count}
        onClick={() => onGoTo(page + 1)}
      >
        <ChevronRightIcon size="md" />
        <span className="sr-only">Próxima página</span>
      </Button>
    </div>
  );
}

/** Zoom out and in by steps, the zoom shown, and fit to the viewer's width. */
export function PdfZoomControls({
  scale,
  fitted,
  onZoomBy,
  onFit,
}: {
  scale: number;
  fitted: boolean;
  onZoomBy: (direction: 1 | -1) => void;
  onFit: () => void;
}) {
  return (
    <div role="group" aria-label="Zoom" className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        className="w-8 px-0 text-base"
        focusableDisabled={scale <= Math.min(...PDF_ZOOM_STEPS) + 0.01}
        onClick={() => onZoomBy(-1)}
      >
        <span aria-hidden="true">−</span>
        <span className="sr-only">Diminuir zoom</span>
      </Button>
      <span className="w-12 text-center tabular-nums">
        <span className="sr-only">Zoom: </span>
        {Math.round(scale * 100)}%
      </span>
      <Button
        variant="ghost"
        size="sm"
        className="w-8 px-0 text-base"
        focusableDisabled={scale >= Math.max(...PDF_ZOOM_STEPS) - 0.01}
        onClick={() => onZoomBy(1)}
      >
        <span aria-hidden="true">+</span>
        <span className="sr-only">Aumentar zoom</span>
      </Button>
      <Button variant="ghost" size="sm" aria-pressed={fitted} onClick={onFit}>
        Ajustar à largura
      </Button>
    </div>
  );
}
