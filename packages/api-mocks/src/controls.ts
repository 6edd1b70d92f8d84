import { demoCheckIns } from './checkInLinks';
import type { Fault, FaultRule } from './db/core';
import { database, persist, resetDatabase } from './db/store';
import { OPERATIONS, type OperationId } from './operations.generated';
import { expireAllSessions } from './session';

export type DemoState = {
  maintenanceMode: boolean;
  suggestionMode: boolean;
  dailyDecoinLimitExceeded: boolean;
  faults: FaultRule[];
};

export type DemoSettingsInput = Partial<Omit<DemoState, 'faults'>>;

const OPERATION_IDS = new Set<string>(OPERATIONS.map((operation) => operation.operationId));

export function isOperationId(value: string): value is OperationId {
  return OPERATION_IDS.has(value);
}

/** For tests, the demo panel and `/__demo/*`; a change is kept across reloads like any state. */
export const demoControls = {
  state(): DemoState {
    const db = database();
    return {
      maintenanceMode: db.configuration.isMaintenanceMode,
      suggestionMode: db.configuration.isSuggestionMode,
      dailyDecoinLimitExceeded: db.demo.dailyDecoinLimitExceeded,
      faults: structuredClone(db.demo.faults),
    };
  },

  update(settings: DemoSettingsInput): DemoState {
    const db = database();
    if (settings.maintenanceMode !== undefined)
      db.configuration.isMaintenanceMode = settings.maintenanceMode;
    if (settings.suggestionMode !== undefined)
      db.configuration.isSuggestionMode = settings.suggestionMode;
    if (settings.dailyDecoinLimitExceeded !== undefined) {
      db.demo.dailyDecoinLimitExceeded = settings.dailyDecoinLimitExceeded;
    }
    persist();
    return demoControls.state();
  },

  /** Makes an operation (or '*', every operation) fail or slow down; `times` limits the hits. */
  addFault(operationId: OperationId | '*', fault: Fault, times?: number): DemoState {
    if (operationId !== '*' && !isOperationId(operationId)) {
      throw new Error(`Unknown operation "${operationId}".`);
    }
    const rule: FaultRule =
      times === undefined ? { operationId, fault } : { operationId, fault, remaining: times };
    database().demo.faults.push(rule);
    persist();
    return demoControls.state();
  },

  /** Removes the faults of one operation, or all of them. */
  clearFaults(operationId?: OperationId | '*'): DemoState {
    const db = database();
    db.demo.faults = operationId
      ? db.demo.faults.filter((rule) => rule.operationId !== operationId)
      : [];
    persist();
    return demoControls.state();
  },

  expireSessions(): DemoState {
    expireAllSessions();
    persist();
    return demoControls.state();
  },

  reset(): DemoState {
    resetDatabase();
    return demoControls.state();
  },

  /** The QR check-in links of the demo classes and trainings. */
  checkIns: demoCheckIns,
};

export type DemoControls = typeof demoControls;

/**
 * Applies the `demo` query parameter, a comma list of directives — handy for a link that opens the
 * demo in a given state: `maintenance`, `suggestions`, `decoin-limit`, `expire-session`, `reset`,
 * and `fault:<operationId|*>:<403|404|500|network|empty|delay-<ms>>[:<times>]`.
 * Returns the directives it could not read.
 */
export function applyDemoDirectives(value: string | null): string[] {
  if (!value) return [];
  const unread: string[] = [];
  for (const directive of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (directive === 'maintenance') demoControls.update({ maintenanceMode: true });
    else if (directive === 'suggestions') demoControls.update({ suggestionMode: true });
    else if (directive === 'decoin-limit') demoControls.update({ dailyDecoinLimitExceeded: true });
    else if (directive === 'expire-session') demoControls.expireSessions();
    else if (directive === 'reset') demoControls.reset();
    else {
      const fault = parseFaultDirective(directive);
      if (fault) demoControls.addFault(fault.operationId, fault.fault, fault.times);
      else unread.push(directive);
    }
  }
  return unread;
}

function parseFaultDirective(
  directive: string,
): { operationId: OperationId | '*'; fault: Fault; times?: number } | null {
  const [prefix, operationId, what, times] = directive.split(':');
  if (prefix !== 'fault' || !operationId || !what) return null;
  if (operationId !== '*' && !isOperationId(operationId)) return null;
  const count = times === undefined ? undefined : Number(times);
  if (count !== undefined && !(Number.isInteger(count) && count > 0)) return null;
  const fault = parseFault(what);
  if (!fault) return null;
  return count === undefined ? { operationId, fault } : { operationId, fault, times: count };
}

export function parseFault(what: string): Fault | null {
  if (what === '403' || what === '404' || what === '500')
    return { kind: 'status', status: Number(what) as 403 | 404 | 500 };
  if (what === 'network') return { kind: 'network' };
  if (what === 'empty') return { kind: 'empty-body' };
  const latency = what.match(/^delay-(\d+)$/);
  if (latency) return { kind: 'latency', ms: Number(latency[1]) };
  return null;
}
