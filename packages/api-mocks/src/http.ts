import type { paths } from '@decola/api-client';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * Handlers typed by the contract (openapi-msw over the generated `paths`): a path, parameter, body or
 * answer that drifts from openapi/openapi.yaml fails to compile. `*` matches any origin, so the
 * same handlers answer the browser (same origin), vitest and the Node server on :4010.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });
