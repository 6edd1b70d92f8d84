import { LIMITS } from '@decola/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '../scripts/contract';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  maxLength?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

let contract: Contract;

beforeAll(async () => {
  contract = await loadContract({ dereference: true });
});

const operations = (): Operation[] =>
  Object.values(contract.paths).flatMap((item) =>
    Object.values(item as Record<string, Operation>).filter(
      (operation) => typeof operation === 'object' && 'operationId' in operation,
    ),
  );

const isString = (schema: Schema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
// An anchored pattern without an open-ended repeat ('^(\\d{11})?$') bounds the length too.
const isBoundedPattern = (pattern: string | undefined) =>
  pattern !== undefined &&
  pattern.startsWith('^') &&
  pattern.endsWith('$') &&
  !/[*+]|\{\d+,\}/.test(pattern);
const isBounded = (schema: Schema) =>
  schema.maxLength !== undefined ||
  schema.enum !== undefined ||
  isBoundedPattern(schema.pattern) ||
  schema.format === 'date' ||
  schema.format === 'date-time';

/** Every string a request can send, by where it sits, that has no bound. */
function unboundedStrings(schema: Schema | undefined, at: string): string[] {
  if (!schema) return [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      unboundedStrings(property, `${at}.${name}`),
    ),
    ...unboundedStrings(schema.items, `${at}[]`),
    ...[...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap((part) =>
      unboundedStrings(part, at),
    ),
  ];
  return isString(schema) && !isBounded(schema) ? [at, ...nested] : nested;
}

/** The schema of a request's field, found by operation and path ('address.city'). */
function requestField(operationId: string, path: string): Schema {
  const operation = operations().find((candidate) => candidate.operationId === operationId);
  let schema = operation?.requestBody?.content?.['application/json']?.schema;
  for (const name of path.split('.')) schema = schema?.properties?.[name];
  if (!schema) throw new Error(`${operationId} sends no ${path}.`);
  return schema;
}

describe('the limits of what the portal sends', () => {
  it('bound every string of every request body and query', () => {
    const unbounded = operations().flatMap((operation) => [
      ...unboundedStrings(
        operation.requestBody?.content?.['application/json']?.schema,
        `${operation.operationId} body`,
      ),
      ...(operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .flatMap((parameter) =>
          unboundedStrings(parameter.schema, `${operation.operationId} ?${parameter.name}`),
        ),
    ]);
    expect(unbounded).toEqual([]);
  });

  it.each([
    ['login', 'login', LIMITS.identifierMaxLength],
    ['login', 'password', LIMITS.passwordMaxLength],
    ['register', 'name', LIMITS.nameMaxLength],
    ['register', 'email', LIMITS.emailMaxLength],
    ['register', 'password', LIMITS.passwordMaxLength],
    ['register', 'address.zipCode', LIMITS.zipMaxLengthForeign],
    ['register', 'address.federalUnit', LIMITS.federalUnitLength],
    ['register', 'address.city', LIMITS.addressLineMaxLength],
    ['register', 'address.district', LIMITS.addressLineMaxLength],
    ['register', 'address.street', LIMITS.addressLineMaxLength],
    ['register', 'address.complement', LIMITS.addressLineMaxLength],
    ['checkRecoveryData', 'email', LIMITS.emailMaxLength],
    ['checkRecoveryData', 'name', LIMITS.nameMaxLength],
    ['checkRecoveryData', 'document', LIMITS.documentMaxLength],
    ['checkRecoveryData', 'mothersName', LIMITS.nameMaxLength],
    ['recoverPasswordByEmail', 'email', LIMITS.emailMaxLength],
    ['sendSuggestion', 'title', LIMITS.suggestionTitleMaxLength],
    ['sendSuggestion', 'description', LIMITS.suggestionDescriptionMaxLength],
    ['finishOnboarding', 'socialName', LIMITS.socialNameMaxLength],
    ['finishOnboarding', 'biography', LIMITS.biographyMaxLength],
  ])("%s's %s takes what its field takes: %i characters", (operationId, field, limit) => {
    expect(requestField(operationId, field).maxLength).toBe(limit);
  });

  it('bounds the numbers typed in fields as the domain does', () => {
    expect(requestField('register', 'address.addressNumber').maximum).toBe(LIMITS.addressNumberMax);
    expect(requestField('checkRecoveryData', 'badgeCode').maximum).toBe(LIMITS.badgeCodeMax);
  });
});
