import { eventMutations } from '@decola/api-client/react-query';
import { api } from '../../api/client';
import { graduationMutation } from '../../api/graduations';

/** The two QR check-ins: the token as `Authorization: Bearer`, never in a URL. */
export const checkInMutation = {
  event: eventMutations(api).checkIn,
  training: graduationMutation.checkIn,
};
