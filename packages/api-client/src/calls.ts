import type { Client, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './schema.js';

export type RawDecolaClient = Client<paths, 'application/json'>;

export type CallMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The contract's addresses that have this method. Read from `paths` itself: openapi-fetch's
 * `ClientPathsWithMethod` first infers the paths back out of the whole client type, which made each
 * use cost seconds of type checking.
 */
export type PathsWith<M extends CallMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];

/** One call of the contract, as `METHOD /path`. */
export type CallKey = { [M in CallMethod]: `${Uppercase<M>} ${PathsWith<M>}` }[CallMethod];

/** Not read from `data`; `whole` keeps the body, else the field to read. */
export const answerReaders = {
  'POST /api/login': 'success',
  'GET /api/decola/configuration': 'whole',
  'GET /api/decola/states': 'states',
  'GET /api/course/list/new': 'courses',
} as const satisfies Partial<Record<CallKey, string>>;

/** The link's token, not the cookie: the password resets, QR check-ins. */
export const bearerCalls = [
  'POST /api/resetPassword/by/email',
  'POST /api/resetPassword/by/data',
  'POST /api/decola/event/check-in/qr-code',
  'POST /api/decola/graduation/check-in/qr-code',
] as const satisfies readonly CallKey[];

type KeyOf<M extends CallMethod, P extends PathsWith<M>> = `${Uppercase<M>} ${P}`;

type ReaderOf<M extends CallMethod, P extends PathsWith<M>> =
  KeyOf<M, P> extends keyof typeof answerReaders ? (typeof answerReaders)[KeyOf<M, P>] : 'data';

/** The body of a call's success answer, envelope included. */
export type AnswerBody<
  M extends CallMethod,
  P extends PathsWith<M>,
> = paths[P][M] extends infer Operation extends Record<string, unknown>
  ? NonNullable<FetchResponse<Operation, object, 'application/json'>['data']>
  : never;

/** What a call resolves to: the field the spec reads, or the whole body. */
export type Answer<M extends CallMethod, P extends PathsWith<M>> =
  ReaderOf<M, P> extends 'whole'
    ? AnswerBody<M, P>
    : ReaderOf<M, P> extends keyof AnswerBody<M, P>
      ? AnswerBody<M, P>[ReaderOf<M, P>]
      : undefined;

type BearerOption<M extends CallMethod, P extends PathsWith<M>> =
  KeyOf<M, P> extends (typeof bearerCalls)[number]
    ? {
        /** The token of the reset or QR link, sent as `Authorization: Bearer`. */ bearerToken: string;
      }
    : { bearerToken?: never };

/** openapi-fetch's options of one call (params, body, signal...) plus the bearer token where due. */
export type CallInit<M extends CallMethod, P extends PathsWith<M>> = NonNullable<
  MaybeOptionalInit<paths[P], M>
> &
  BearerOption<M, P>;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

export type CallArgs<M extends CallMethod, P extends PathsWith<M>> =
  RequiredKeys<CallInit<M, P>> extends never ? [init?: CallInit<M, P>] : [init: CallInit<M, P>];

export function readerOf(method: CallMethod, path: string): string {
  const key = `${method.toUpperCase()} ${path}`;
  return key in answerReaders ? answerReaders[key as keyof typeof answerReaders] : 'data';
}
