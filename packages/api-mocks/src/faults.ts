import { delay, HttpResponse } from 'msw';
import type { FaultRule } from './db/core';
import { database } from './db/store';
import type { OperationId } from './operations.generated';
import { fail, notFound, sessionExpired } from './respond';

/** An injected 500 carries a code and message of its own, as a real backend's would. */
export const INJECTED_SERVER_ERROR = {
  code: 'INTERNAL_SERVER_ERROR',
  message: 'O servidor não conseguiu concluir a operação. Tente novamente em instantes.',
} as const;

function answer(rule: FaultRule): Response | undefined {
  const { fault } = rule;
  switch (fault.kind) {
    case 'network':
      return HttpResponse.error();
    case 'empty-body':
      // A body without code and message is read as 'Ocorreu um erro inesperado.'.
      return HttpResponse.json({}, { status: 500 });
    case 'status':
      if (fault.status === 403) return sessionExpired();
      if (fault.status === 404) return notFound();
      return fail(500, INJECTED_SERVER_ERROR.code, INJECTED_SERVER_ERROR.message);
    case 'latency':
      return undefined;
  }
}

/** Counts one hit on a rule and forgets it when its count runs out. */
function spend(rule: FaultRule): void {
  if (rule.remaining === undefined) return;
  rule.remaining -= 1;
  if (rule.remaining <= 0) {
    const { faults } = database().demo;
    faults.splice(faults.indexOf(rule), 1);
  }
}

/** Own rules before '*' rules; latencies wait, then the first failing rule answers instead. */
export async function injectFault(operationId: OperationId): Promise<Response | undefined> {
  const rules = database().demo.faults.filter(
    (rule) => rule.operationId === operationId || rule.operationId === '*',
  );
  const ordered = [
    ...rules.filter((rule) => rule.operationId !== '*'),
    ...rules.filter((rule) => rule.operationId === '*'),
  ];
  for (const rule of ordered.filter((candidate) => candidate.fault.kind === 'latency')) {
    spend(rule);
    await delay(rule.fault.kind === 'latency' ? rule.fault.ms : 0);
  }
  const failing = ordered.find((rule) => rule.fault.kind !== 'latency');
  if (!failing) return undefined;
  spend(failing);
  return answer(failing);
}
