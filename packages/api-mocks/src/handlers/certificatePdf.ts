import { A4_LANDSCAPE, pdfDocument, textAt, textWidth, wrapWords, type PdfFont } from './pdfWriter';

/** What a certificate says: who finished what, and when (pt-BR). */
export type CertificateText = {
  learner: string;
  /** 'concluiu o curso', 'participou do evento'… */
  achievement: string;
  title: string;
  /** dd/mm/aaaa. */
  issuedOn: string;
};

/** Centred on the page. */
function line(text: string, y: number, size: number, font: PdfFont): string {
  const x = Math.max(40, (A4_LANDSCAPE.width - textWidth(text, size, font)) / 2);
  return textAt(text, x, y, size, font);
}

function pageContent(text: CertificateText): string {
  // Long titles on up to three lines.
  const titleLines = wrapWords(`“${text.title}”`, 48).slice(0, 3);
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

/** A one-page certificate, A4 landscape. */
export function certificatePdf(text: CertificateText): Uint8Array {
  return pdfDocument({
    size: A4_LANDSCAPE,
    pages: [pageContent(text)],
    title: `Certificado — ${text.title}`,
    author: text.learner,
  });
}
