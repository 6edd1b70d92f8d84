import { contentMutations, contentQueries, contentWrites } from '@decola/api-client/react-query';
import { api } from './client';

export const contentQuery = contentQueries(api);
export const contentMutation = contentMutations(api);
/** The same writes as plain calls: the saves sent as the page goes away. */
export const contentWrite = contentWrites(api);
