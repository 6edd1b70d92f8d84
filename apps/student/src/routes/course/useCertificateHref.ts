import { courseCardStatus } from '@decola/domain';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';

type CertifiedCourse = {
  id: number;
  haveCertification?: boolean;
  isBlocked?: boolean;
  statusCourse?: { finished?: boolean | null; progress?: boolean | number | null } | null;
  courseProgress?: number | null;
};

/** The certificate's file, asked for only when the course is finished and certifies. */
export function useCertificateHref(course: CertifiedCourse | undefined): string | null {
  const certifies =
    Boolean(course?.haveCertification) &&
    !course?.isBlocked &&
    course !== undefined &&
    courseCardStatus(course) === 'finished';
  const certificate = useQuery({ ...courseQuery.certificate(course?.id ?? 0), enabled: certifies });
  return certifies ? (certificate.data?.path ?? null) : null;
}
