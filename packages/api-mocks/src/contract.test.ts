import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '../scripts/contract';
import { demoControls } from './controls';
import { database } from './db/store';
import { OPERATIONS } from './operations.generated';
import { DEMO_USER_IDS } from './seed/users';
import { createCaller, fillPath } from './testing/caller';
import { SAMPLES } from './testing/samples';

// ajv-formats is CommonJS with a default export; under ESM it arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as typeof addFormatsModule;

type ResponseObject = { content?: Record<string, { schema?: object }> };

let contract: Contract;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

function validatorFor(path: string, method: string, status: number): ValidateFunction {
  const key = `${method} ${path} ${status}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const operation = contract.paths[path]?.[method.toLowerCase()] as {
    responses?: Record<string, ResponseObject>;
  };
  const schema = operation?.responses?.[String(status)]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`The contract documents no JSON answer ${status} for ${key}.`);
  const validate = ajv.compile(schema);
  validators.set(key, validate);
  return validate;
}

const emailOf = (account: keyof typeof DEMO_USER_IDS) =>
  database().users.find((user) => user.id === DEMO_USER_IDS[account])!.email;

beforeAll(async () => {
  contract = await loadContract({ dereference: true });
});

/** Each operation's sample call succeeds, and its answer validates against the response schema. */
describe('every operation of the contract', () => {
  it('has a sample call', () => {
    const missing = OPERATIONS.map((operation) => operation.operationId).filter(
      (id) => !SAMPLES[id],
    );
    expect(missing).toEqual([]);
  });

  for (const operation of OPERATIONS) {
    it(`${operation.operationId}: ${operation.method} ${operation.path}`, async () => {
      const sample = SAMPLES[operation.operationId];
      expect(sample, `a sample call for ${operation.operationId}`).toBeDefined();
      demoControls.reset();
      const caller = createCaller();
      const account = sample!.as ?? 'aluno';
      if (account !== 'nobody') await caller.signIn(emailOf(account));
      const prepared = sample!.prepare ? await sample!.prepare({ caller, db: database() }) : {};
      const request = { ...sample, ...prepared };
      const { status, body } = await caller.json(
        operation.method,
        fillPath(operation.path, request.params),
        {
          query: request.query,
          body: request.body,
          bearer: request.bearer,
        },
      );
      expect(status, JSON.stringify(body)).toBe(request.status ?? 200);
      const validate = validatorFor(operation.path, operation.method, status);
      const valid = validate(body);
      expect(valid ? [] : validate.errors, 'the answer follows the contract').toEqual([]);
    });
  }
});
