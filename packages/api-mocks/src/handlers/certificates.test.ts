import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { database, resetDatabase, setClock, setPersistence } from '../db/store';
import { createCaller } from '../testing/caller';
import { certificatePdf } from './certificatePdf';
import { pdfLiteral } from './pdfWriter';
import { findCourse } from './learning/state';

const TODAY = new Date('2026-03-16T13:00:00-03:00');

beforeEach(() => {
  setPersistence(null);
  setClock(() => TODAY);
  resetDatabase();
});

afterEach(() => setClock(() => new Date()));

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** Each xref entry points at its object, and startxref at the table. */
function expectValidStructure(pdf: string) {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(pdf.match(/startxref\n(\d+)\n%%EOF/)![1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = pdf.slice(startxref).match(/^xref\n0 (\d+)\n/)!;
  const entries = pdf
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  const length = Number(pdf.match(/\/Length (\d+) >>\nstream\n/)![1]);
  const streamStart = pdf.indexOf('stream\n') + 'stream\n'.length;
  expect(pdf.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
}

describe('certificatePdf', () => {
  it('draws a valid PDF 1.4 with the pt-BR texts in WinAnsi', () => {
    const pdf = latin1(
      certificatePdf({
        learner: 'João da Conceição',
        achievement: 'concluiu o curso',
        title: 'Gestão de Obras (NR-18): planejamento e execução',
        issuedOn: '16/03/2026',
      }),
    );
    expectValidStructure(pdf);
    expect(pdf).toContain(pdfLiteral('João da Conceição'));
    expect(pdfLiteral('João')).toBe('(Jo\\343o)');
    expect(pdfLiteral('(NR-18)')).toBe('(\\(NR-18\\))');
    expect(pdf).toContain('/Encoding /WinAnsiEncoding');
    // The title the viewer shows, in UTF-16: 'C' 'e' …
    expect(pdf).toContain('/Title <FEFF00430065');
  });
});

describe('the demo certificate files', () => {
  async function finishedCertifiedCourse() {
    const caller = createCaller();
    await caller.signIn('aluno@decola.dev');
    const user = database().users.find((candidate) => candidate.email === 'aluno@decola.dev')!;
    const enrollment = database().learners[user.id]!.enrollments.find(
      (candidate) => candidate.finishedAt && findCourse(candidate.courseId)?.haveCertification,
    )!;
    const answer = await caller.json<{ data: { path: string } }>(
      'GET',
      `/api/decola/certificate/${enrollment.courseId}`,
    );
    return { caller, user, course: findCourse(enrollment.courseId)!, path: answer.body.data.path };
  }

  it("answers the signed-in learner's certificate with a real PDF naming them and the course", async () => {
    const { caller, user, course, path } = await finishedCertifiedCourse();
    expect(path).toMatch(/^\/student\/demo\/certificates\/curso-\d+-usuario-\d+\.pdf$/);
    const response = await caller.call('GET', path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = latin1(new Uint8Array(await response.arrayBuffer()));
    expectValidStructure(pdf);
    expect(pdf).toContain(pdfLiteral(user.name));
    expect(pdf).toContain(pdfLiteral(course.title.split(' ')[0]!).slice(1, -1));
  });

  it('gives nobody else that file, nor one never issued', async () => {
    const { path } = await finishedCertifiedCourse();
    const anonymous = await createCaller().call('GET', path);
    expect(anonymous.status).toBe(403);

    const manager = createCaller();
    await manager.signIn('gestor@decola.dev');
    expect((await manager.call('GET', path)).status).toBe(404);

    const learner = createCaller();
    await learner.signIn('aluno@decola.dev');
    expect((await learner.call('GET', path.replace(/curso-\d+/, 'curso-999999'))).status).toBe(404);
    expect((await learner.call('GET', '/student/demo/certificates/outro.pdf')).status).toBe(404);
  });
});
