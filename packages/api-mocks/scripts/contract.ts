import { bundle, loadConfig } from '@redocly/openapi-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTRACT_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi/openapi.yaml',
);

type Operation = { operationId: string; security?: Record<string, string[]>[] };
export type Contract = {
  paths: Record<string, Partial<Record<string, Operation>>>;
  components: Record<string, unknown>;
  security?: Record<string, string[]>[];
};

/** The contract as one document; `dereference` inlines every $ref (what a validator needs). */
export async function loadContract({ dereference = false } = {}): Promise<Contract> {
  const config = await loadConfig({});
  const { bundle: result } = await bundle({ ref: CONTRACT_PATH, config, dereference });
  return result.parsed as Contract;
}
