import { searchQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const searchQuery = searchQueries(api);
