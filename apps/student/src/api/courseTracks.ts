import { courseTrackQueries } from '@decola/api-client/react-query';
import { api } from './client';

/** Schools and tracks: their own module, so the landing's newest courses do not bring them. */
export const courseTrackQuery = courseTrackQueries(api);
