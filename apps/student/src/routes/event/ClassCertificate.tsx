import { errorMessage } from '@decola/api-client';
import { CertificateButton } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { eventQuery } from '../../api/events';
import { useOpenCertificate } from '../../common/useOpenCertificate';

/**
 * The file the API points to. The one event/class pair whose certificate uses another
 * layout (`certificateDifferent`) asks for it with `certificateDifferent=true`.
 */
export function ClassCertificate({ eventId, classId }: { eventId: number; classId: number }) {
  const certificate = useQuery(eventQuery.classCertificate({ eventId, classId }));
  const openCertificate = useOpenCertificate();
  if (certificate.isError)
    return <p className="text-sm text-ink-muted">{errorMessage(certificate.error)}</p>;
  const file = certificate.data;
  const href =
    file && file.certificateDifferent ? `${file.path}?certificateDifferent=true` : file?.path;
  return <CertificateButton href={href} onClick={openCertificate} />;
}
