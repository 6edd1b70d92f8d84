/** What a certificate says: who finished what, and when (pt-BR). */
export type CertificateText = {
  learner: string;
  /** 'concluiu o curso', 'participou do evento'… */
  achievement: string;
  title: string;
  /** dd/mm/aaaa. */
  issuedOn: string;
};

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

const PAGE = { width: 842, height: 595 };

/** Centred on the page, by Helvetica's average width (about half the size per character). */
function line(text: string, y: number, size: number, font: 'F1' | 'F2'): string {
  const width = [...text].length * size * (font === 'F2' ? 0.56 : 0.5);
  const x = Math.max(40, (PAGE.width - width) / 2);
  return `BT /${font} ${size} Tf ${x.toFixed(1)} ${y} Td ${pdfLiteral(text)} Tj ET`;
}

/** Long titles on up to three lines of about `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > max) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines.slice(0, 3);
}

function pageContent(text: CertificateText): string {
  const titleLines = wrap(`“${text.title}”`, 48);
  return [
    '0.12 0.23 0.54 RG 6 w 24 24 794 547 re S',
    '0.12 0.23 0.54 rg',
    line('CERTIFICADO', 470, 40, 'F2'),
    '0.1 0.1 0.1 rg',
    line('Certificamos que', 400, 16, 'F1'),
    line(text.learner, 360, 26, 'F2'),
    line(text.achievement, 320, 16, 'F1'),
    ...titleLines.map((title, index) => line(title, 280 - index * 28, 20, 'F2')),
    line(`Emitido em ${text.issuedOn}`, 120, 12, 'F1'),
    line('Decola — certificado de demonstração', 80, 10, 'F1'),
  ].join('\n');
}

/** A one-page PDF 1.4 (A4 landscape) with its cross-reference table at the right byte offsets. */
export function certificatePdf(text: CertificateText): Uint8Array {
  const content = pageContent(text);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfTextString(`Certificado — ${text.title}`)} /Author ${pdfTextString(text.learner)} /Producer (Decola demo) >>`,
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
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (character) => character.charCodeAt(0));
}
