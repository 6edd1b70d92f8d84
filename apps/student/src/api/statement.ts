import { statementMutations, statementQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const statementQuery = statementQueries(api);
export const statementMutation = statementMutations(api);
