// The demo's one PDF writer (certificates, receipts, the demo's handouts): PDF 1.4, Helvetica,
// text only, its cross-reference table at the right byte offsets.

// Helvetica in WinAnsiEncoding: Latin-1 as is, plus the typographic marks cp1252 adds.
const CP1252: Record<string, number> = {
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '•': 0x95,
};

function winAnsi(text: string): number[] {
  return [...text.normalize('NFC')].map((character) => {
    const code = character.codePointAt(0)!;
    if (CP1252[character] !== undefined) return CP1252[character];
    return code < 0x100 && (code >= 0x20 || code === 0x0a) ? code : 0x3f;
  });
}

/** A PDF literal string: bytes escaped where the syntax needs it. */
export function pdfLiteral(text: string): string {
  return `(${winAnsi(text)
    .map((code) => {
      if (code === 0x28 || code === 0x29 || code === 0x5c) return `\\${String.fromCharCode(code)}`;
      return code < 0x80 ? String.fromCharCode(code) : `\\${code.toString(8).padStart(3, '0')}`;
    })
    .join('')})`;
}

/** A document's text string (its title in the viewer): UTF-16BE, so any character shows. */
function pdfTextString(text: string): string {
  const units = [...text].flatMap((character) => {
    const code = character.codePointAt(0)!;
    if (code <= 0xffff) return [code];
    const offset = code - 0x10000;
    return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
  });
  return `<FEFF${units.map((unit) => unit.toString(16).toUpperCase().padStart(4, '0')).join('')}>`;
}

export type PageSize = { width: number; height: number };
export const A4_LANDSCAPE: PageSize = { width: 842, height: 595 };
export const A4_PORTRAIT: PageSize = { width: 595, height: 842 };

/** F1 is Helvetica, F2 Helvetica-Bold. */
export type PdfFont = 'F1' | 'F2';

/** Helvetica's average width: about half the size per character (a little more in bold). */
export function textWidth(text: string, size: number, font: PdfFont): number {
  return [...text].length * size * (font === 'F2' ? 0.56 : 0.5);
}

/** One line of text with its baseline's left end at (x, y). */
export function textAt(text: string, x: number, y: number, size: number, font: PdfFont): string {
  return `BT /${font} ${size} Tf ${x.toFixed(1)} ${y} Td ${pdfLiteral(text)} Tj ET`;
}

/** Words on lines of at most `max` characters. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > max) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

export type PdfDocument = {
  size: PageSize;
  /** Each page's content stream (ASCII: text goes through pdfLiteral). */
  pages: string[];
  title: string;
  author: string;
};

/** The bytes of a PDF whose pages share one size and the two Helvetica fonts. */
export function pdfDocument({ size, pages, title, author }: PdfDocument): Uint8Array {
  // Objects: 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content per page.
  const pageObject = (index: number) => 6 + index * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${pageObject(index)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfTextString(title)} /Author ${pdfTextString(author)} /Producer (Decola demo) >>`,
    ...pages.flatMap((content, index) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size.width} ${size.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]),
  ];
  // Every character below is one byte: the content and literals are ASCII after escaping.
  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (character) => character.charCodeAt(0));
}
