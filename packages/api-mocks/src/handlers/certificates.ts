import { formatDateBR } from '@decola/domain';
import { http as untypedHttp, HttpResponse } from 'msw';
import { now } from '../db/store';
import { sessionUser } from '../session';
import { certificatePdf, type CertificateText } from './certificatePdf';
import {
  classCertificatePath,
  findClass,
  findEvent,
  findTraining,
  trainingCertificatePath,
} from './events/views';
import { enrollmentOf, findCourse, peekLearner } from './learning/state';
import { certificatePath } from './learning/views';
import type { UserRecord } from '../db/core';

/** Where the demo's certificate paths point (learning/views.ts, events/views.ts). */
export const DEMO_CERTIFICATE_BASE = '/student/demo/certificates';

type Issued = Omit<CertificateText, 'learner'>;

/** What the file names, if it is the signed-in user's own certificate, issued. */
function issuedTo(file: string, user: UserRecord): Issued | null {
  const path = `${DEMO_CERTIFICATE_BASE}/${file}`;
  const today = formatDateBR(now());
  const course = file.match(/^curso-(\d+)-usuario-\d+\.pdf$/);
  if (course) {
    const record = findCourse(Number(course[1]));
    const finishedAt = enrollmentOf(peekLearner(user.id), Number(course[1]))?.finishedAt;
    if (!record?.haveCertification || !finishedAt) return null;
    if (certificatePath(record.id, user.id) !== path) return null;
    return {
      achievement: 'concluiu o curso',
      title: record.title,
      issuedOn: formatDateBR(finishedAt),
    };
  }
  const eventClass = file.match(/^evento-(\d+)-turma-(\d+)-usuario-\d+\.pdf$/);
  if (eventClass) {
    const event = findEvent(Number(eventClass[1]));
    const record = findClass(Number(eventClass[2]));
    if (!event || record?.eventID !== event.id) return null;
    if (classCertificatePath(record, user.id) !== path) return null;
    return {
      achievement: 'participou do evento',
      title: `${event.name} — ${record.name}`,
      issuedOn: record.finishedAt ? formatDateBR(record.finishedAt) : today,
    };
  }
  const training = file.match(/^formacao-(\d+)-usuario-\d+\.pdf$/);
  if (training) {
    const found = findTraining(Number(training[1]));
    if (!found) return null;
    if (trainingCertificatePath(found.event, found.graduation, user.id) !== path) return null;
    return {
      achievement: 'concluiu a formação',
      title: found.event.name,
      issuedOn: found.graduation.finishedAt ? formatDateBR(found.graduation.finishedAt) : today,
    };
  }
  return null;
}

/**
 * Answers the certificate paths the demo backend hands out with a real PDF, drawn here — to the
 * signed-in user whose certificate it is, and to nobody else.
 */
export const certificateHandler = untypedHttp.get(
  `*${DEMO_CERTIFICATE_BASE}/:file`,
  ({ params, cookies }) => {
    const user = sessionUser(cookies);
    if (!user) return new HttpResponse('Faça seu login novamente.', { status: 403 });
    const issued = issuedTo(String(params.file), user);
    if (!issued) return new HttpResponse('Certificado não encontrado.', { status: 404 });
    const file = String(params.file);
    return new HttpResponse(certificatePdf({ ...issued, learner: user.name }), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${file}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
