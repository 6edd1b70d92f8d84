// Writes the demo's handouts (apps/student/public/demo/files/*.pdf) with the demo's PDF writer:
// real multi-page PDFs whose every page says its number, for the content viewer and the
// complements. Run after changing a text: `pnpm --filter @decola/api-mocks generate:demo-files`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  A4_LANDSCAPE,
  A4_PORTRAIT,
  pdfDocument,
  textAt,
  textWidth,
  wrapWords,
  type PageSize,
} from '../src/handlers/pdfWriter';
import { DEMO_HANDOUTS, type Handout } from './demoHandouts';

const FILES_DIR = new URL('../../../apps/student/public/demo/files/', import.meta.url);
const BLUE = '0.12 0.23 0.54';
const INK = '0.1 0.1 0.1';
const GREY = '0.4 0.4 0.4';

/** A page: the document's title on top, a big heading, the text wrapped, 'Página N de M' below. */
function page(handout: Handout, index: number, size: PageSize): string {
  const { heading, paragraphs } = handout.pages[index]!;
  const slides = size === A4_LANDSCAPE;
  const margin = slides ? 64 : 56;
  const bodySize = slides ? 20 : 12;
  const leading = bodySize * 1.5;
  const perLine = Math.floor((size.width - margin * 2) / (bodySize * 0.5));
  const pageLabel = `Página ${index + 1} de ${handout.pages.length}`;
  const lines = [
    `${BLUE} rg 0 ${size.height - 48} ${size.width} 48 re f`,
    '1 1 1 rg',
    textAt(handout.title, margin, size.height - 30, 12, 'F2'),
    `${BLUE} rg`,
    textAt(`${index + 1}. ${heading}`, margin, size.height - 110, slides ? 30 : 20, 'F2'),
    `${INK} rg`,
  ];
  let y = size.height - (slides ? 170 : 150);
  for (const paragraph of paragraphs) {
    const bullet = paragraph.startsWith('• ');
    for (const [lineIndex, text] of wrapWords(paragraph, perLine - (bullet ? 3 : 0)).entries()) {
      const indent = bullet && lineIndex > 0 ? bodySize : 0;
      lines.push(textAt(text, margin + indent, y, bodySize, 'F1'));
      y -= leading;
    }
    y -= leading / 2;
  }
  lines.push(
    `${GREY} rg`,
    textAt('Decola — material de demonstração', margin, 32, 10, 'F1'),
    textAt(pageLabel, size.width - margin - textWidth(pageLabel, 10, 'F1'), 32, 10, 'F1'),
  );
  return lines.join('\n');
}

export function handoutPdf(handout: Handout): Uint8Array {
  const size = handout.slides ? A4_LANDSCAPE : A4_PORTRAIT;
  return pdfDocument({
    size,
    pages: handout.pages.map((_, index) => page(handout, index, size)),
    title: handout.title,
    author: 'Decola',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(FILES_DIR, { recursive: true });
  for (const handout of DEMO_HANDOUTS) {
    const file = new URL(handout.file, FILES_DIR);
    writeFileSync(file, handoutPdf(handout));
    console.info(`Wrote ${fileURLToPath(file)} (${handout.pages.length} pages)`);
  }
}
