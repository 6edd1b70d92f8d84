/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex --
   The crop area is role="application", ARIA's role for a widget that handles its own keys (the
   arrows and + / −); jsx-a11y does not count that role as interactive. */
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING, focusRing } from '../../lib/focusRing';
import { focusableDisabled } from '../../lib/focusableDisabled';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  panCrop,
  previewPlacement,
  ZOOM_STEP,
  zoomCrop,
  type Crop,
  type ImageSize,
} from './cropGeometry';

export type CropSource = ImageSize & { url: string };

type CropAreaProps = {
  source: CropSource;
  crop: Crop;
  onCropChange: (crop: Crop) => void;
};

/** Screen pixels an arrow key moves the picture; with Shift, five times as far. */
const KEY_STEP = 10;
const WHEEL_ZOOM = 1.1;

export const CROP_AREA_LABEL = 'Área de recorte';
export const CROP_INSTRUCTIONS =
  'Arraste a imagem ou use as setas do teclado para enquadrar. Use + e − ou o controle de zoom para aproximar.';

const percent = (zoom: number) => `${Math.round(zoom * 100)}%`;

/**
 * The square cropper: the picture moves under a square frame by dragging and by the
 * arrow keys (it goes where the arrow points), and zooms with + / −, the wheel and a labelled slider. The frame shows exactly
 * what will be saved; the round guide shows how the photo looks as an avatar.
 */
export function CropArea({ source, crop, onCropChange }: CropAreaProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const instructionsId = useId();
  const zoomId = useId();

  const viewport = () => areaRef.current?.clientWidth || 1;
  const pan = (dx: number, dy: number) => onCropChange(panCrop(source, crop, dx, dy, viewport()));
  const zoomTo = (zoom: number) => onCropChange(zoomCrop(source, crop, zoom));

  // The wheel zooms; React's wheel listener is passive, so it could not keep the page still.
  const latest = useRef({ source, crop, onCropChange });
  useEffect(() => {
    latest.current = { source, crop, onCropChange };
  });
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { source: image, crop: current, onCropChange: change } = latest.current;
      const factor = event.deltaY < 0 ? WHEEL_ZOOM : 1 / WHEEL_ZOOM;
      change(zoomCrop(image, current, current.zoom * factor));
    };
    area.addEventListener('wheel', onWheel, { passive: false });
    return () => area.removeEventListener('wheel', onWheel);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) pan(...move);
    else if (event.key === '+' || event.key === '=') zoomTo(crop.zoom + ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomTo(crop.zoom - ZOOM_STEP);
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    pan(event.clientX - start.x, event.clientY - start.y);
  }

  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div
        ref={areaRef}
        role="application"
        aria-label={CROP_AREA_LABEL}
        aria-roledescription="recorte de imagem"
        aria-describedby={instructionsId}
        tabIndex={0}
        data-slot="crop-area"
        data-zoom={crop.zoom}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className={cn(
          'relative aspect-square w-full max-w-72 cursor-grab touch-none overflow-hidden rounded-card bg-ink select-none active:cursor-grabbing',
          focusRing,
        )}
      >
        <img
          src={source.url}
          alt=""
          draggable={false}
          data-slot="crop-preview"
          className="pointer-events-none absolute max-w-none"
          style={previewPlacement(source, crop)}
        />
        {/* The avatar guide: the round part profile pictures show. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgb(0_0_0/0.35)] ring-2 ring-on-primary/80"
        />
      </div>
      <p id={instructionsId} className="max-w-72 text-center text-xs text-ink-muted">
        {CROP_INSTRUCTIONS}
      </p>
      <div className="flex w-full max-w-72 items-center gap-2">
        <ZoomButton
          label="Diminuir zoom"
          symbol="−"
          disabled={crop.zoom <= MIN_ZOOM}
          onClick={() => zoomTo(crop.zoom - ZOOM_STEP)}
        />
        <label htmlFor={zoomId} className="sr-only">
          Zoom
        </label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          aria-valuetext={percent(crop.zoom)}
          onChange={(event) => zoomTo(Number(event.target.value))}
          className={cn('h-2 flex-1 cursor-pointer accent-primary', FOCUS_RING.wide)}
        />
        <ZoomButton
          label="Aumentar zoom"
          symbol="+"
          disabled={crop.zoom >= MAX_ZOOM}
          onClick={() => zoomTo(crop.zoom + ZOOM_STEP)}
        />
      </div>
    </div>
  );
}

function ZoomButton({
  label,
  symbol,
  disabled,
  onClick,
}: {
  label: string;
  symbol: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      {...focusableDisabled(disabled, onClick)}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-control border border-line bg-surface text-lg leading-none font-semibold text-ink',
        'hover:bg-surface-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
        focusRing,
      )}
    >
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
