import { isTrainingOver, type AgendaDay } from '@decola/domain';
import { CertificateButton } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { graduationQuery } from '../../api/graduations';
import { useOpenCertificate } from '../../common/useOpenCertificate';

/**
 * Asked for once the training is over (the server decides who earned it): shown when it answers a
 * path, left out when it refuses.
 */
export function TrainingCertificate({
  trainingId,
  menus,
  today,
}: {
  trainingId: number;
  menus: readonly AgendaDay[];
  today: Date;
}) {
  const over = isTrainingOver(menus, today);
  const certificate = useQuery({
    ...graduationQuery.certificate(trainingId),
    enabled: over,
    retry: false,
  });
  const openCertificate = useOpenCertificate();
  if (!over || certificate.isError || certificate.isPending) return null;
  return <CertificateButton size="md" href={certificate.data.path} onClick={openCertificate} />;
}
