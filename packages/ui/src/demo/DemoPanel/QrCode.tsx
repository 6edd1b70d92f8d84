import { useEffect, useState } from 'react';
import { loadChunk } from '../../lib/loadChunk';

// The QR encoder is needed only when the demo panel lists the check-in links: its own chunk.
const loadEncoder = () => loadChunk(() => import('qrcode'));

// ISO 18004 §6.3.8: four modules of light margin around the symbol.
const QUIET_ZONE = 4;

type Drawing = { size: number; path: string };

/** One SVG path of the dark modules, a unit square each. */
function drawing(modules: { size: number; get: (row: number, column: number) => number }): Drawing {
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column))
        squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
  return { size: modules.size + 2 * QUIET_ZONE, path: squares.join('') };
}

/** A link drawn as a QR code a phone's camera reads; a light square until the encoder loads. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [drawn, setDrawn] = useState<Drawing | null>(null);
  useEffect(() => {
    let current = true;
    void loadEncoder().then((encoder) => {
      if (current) setDrawn(drawing(encoder.create(value, { errorCorrectionLevel: 'M' }).modules));
    });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      aria-busy={drawn === null || undefined}
      viewBox={`0 0 ${drawn?.size ?? 1} ${drawn?.size ?? 1}`}
      shapeRendering="crispEdges"
      data-slot="qr-code"
      className="size-36 shrink-0 bg-white text-black"
    >
      {drawn && <path d={drawn.path} fill="currentColor" />}
    </svg>
  );
}
