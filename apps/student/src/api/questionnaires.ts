import { questionnaireMutations } from '@decola/api-client/react-query';
import { api } from './client';

export const questionnaireMutation = questionnaireMutations(api);
