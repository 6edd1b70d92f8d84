import type { paths } from '@decola/api-client';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * A path, parameter, body or answer that drifts from the contract fails to compile; `*` matches any
 * origin, so the browser, vitest and the Node server on :4010 share the handlers.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });
