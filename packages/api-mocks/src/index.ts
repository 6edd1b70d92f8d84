import { loadGeneratedSeed } from './seed/readGenerated';

// The package's entry is Node's (the browser has ./browser): answer from the generated seed file.
loadGeneratedSeed();

export {
  applyDemoDirectives,
  demoControls,
  type DemoControls,
  type DemoSettingsInput,
  type DemoState,
} from './controls';
export type { Database } from './db/database';
export type { Fault, FaultRule, UserRecord } from './db/core';
export { database, now, persist, resetDatabase, setClock, setPersistence } from './db/store';
export { INJECTED_SERVER_ERROR } from './faults';
export { handlers } from './handlers';
export { OPERATIONS, type ContractOperation, type OperationId } from './operations.generated';
export { SESSION_COOKIE } from './session';
export { COMPANIES, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USER_IDS } from './seed/users';
