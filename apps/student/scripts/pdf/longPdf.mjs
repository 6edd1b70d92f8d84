// A plain PDF 1.4 of any number of pages for measuring the viewer: each page says 'Página N de M'
// under a title, a few paragraphs and a drawn table (about 6 KB of content per page, so a
// 300-page file weighs what a long manual does). Not linearized, like most exported PDFs.
const LINE = 'Cada serviço da obra tem um responsável, um prazo e um critério de aceitação.';

function pageContent(number, count) {
  const text = [
    `BT /F1 22 Tf 56 780 Td (Manual de obra: capítulo ${number}) Tj ET`,
    `BT /F1 11 Tf 56 60 Td (Página ${number} de ${count}) Tj ET`,
    ...Array.from(
      { length: 12 },
      (_, row) => `BT /F1 11 Tf 56 ${740 - row * 16} Td (${LINE}) Tj ET`,
    ),
  ];
  const table = [];
  for (let row = 0; row < 24; row += 1) {
    for (let column = 0; column < 6; column += 1) {
      const x = 56 + column * 80;
      const y = 500 - row * 16;
      table.push(
        `${x} ${y} 80 16 re S`,
        `BT /F1 8 Tf ${x + 4} ${y + 5} Td (${row + 1}.${column + 1} ok) Tj ET`,
      );
    }
  }
  return [...text, '0.5 w', ...table].join('\n');
}

/**
 * The file's bytes: Helvetica in WinAnsi (Portuguese accents); the pages in a page tree of nodes
 * of 10, its objects written together before the pages' contents, as exporting tools write it.
 * `layout: 'scattered'` instead writes one flat /Kids array, each page's dictionary beside its
 * content: PDF.js then reads nearly the whole file before the first page (it walks the page tree
 * to the last page when it opens a document).
 */
export function longPdf(count, { layout = 'together' } = {}) {
  const objects = [];
  const add = (body = '') => objects.push(body) && objects.length;
  const catalog = add();
  const root = add();
  const font = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const page = (number, parent, content) =>
    `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`;
  const stream = (number) => {
    const bytes = Buffer.from(pageContent(number, count), 'latin1');
    return `<< /Length ${bytes.length} >>\nstream\n${bytes.toString('latin1')}\nendstream`;
  };
  const refs = (ids) => ids.map((id) => `${id} 0 R`).join(' ');
  if (layout === 'scattered') {
    const kids = [];
    for (let number = 1; number <= count; number += 1) {
      const content = add(stream(number));
      kids.push(add(page(number, root, content)));
    }
    objects[root - 1] = `<< /Type /Pages /Count ${count} /Kids [${refs(kids)}] >>`;
  } else {
    const numbers = Array.from({ length: count }, (_, index) => index + 1);
    const groups = [];
    for (let at = 0; at < count; at += 10) groups.push(numbers.slice(at, at + 10));
    const nodes = groups.map(() => add());
    const pageIds = groups.map((group) => group.map(() => add()));
    groups.forEach((group, index) => {
      objects[nodes[index] - 1] =
        `<< /Type /Pages /Parent ${root} 0 R /Count ${group.length} /Kids [${refs(pageIds[index])}] >>`;
      group.forEach((number, at) => {
        objects[pageIds[index][at] - 1] = page(number, nodes[index], add(stream(number)));
      });
    });
    objects[root - 1] = `<< /Type /Pages /Count ${count} /Kids [${refs(nodes)}] >>`;
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${root} 0 R >>`;
  let body = '%PDF-1.4\n%âãÏÓ\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
