export { createDecolaClient } from './client.js';
export type { DecolaClient, DecolaClientOptions } from './client.js';
export { answerReaders, bearerCalls } from './calls.js';
export type {
  Answer,
  AnswerBody,
  CallArgs,
  CallInit,
  CallKey,
  CallMethod,
  PathsWith,
  RawDecolaClient,
} from './calls.js';
export { DecolaError, errorMessage, isDecolaError } from './errors.js';
export type { DecolaErrorInit, ValidationIssue } from './errors.js';
export { ErrorCode, ErrorMessage, SuccessMessage } from './catalogue.js';
export type { SessionExpiredListener } from './middleware.js';
export type { components, operations, paths } from './schema.js';
export { createCookieJarFetch } from './cookie-jar.js';
