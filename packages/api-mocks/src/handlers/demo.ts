import { http as untypedHttp, HttpResponse } from 'msw';
import { demoControls, isOperationId, parseFault, type DemoSettingsInput } from '../controls';

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    return (await request.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Not in the contract: for tools that cannot reach the JavaScript API (curl, `pnpm mock-api`). */
export const demoControlHandlers = [
  untypedHttp.get('*/__demo/state', () => HttpResponse.json(demoControls.state())),

  untypedHttp.post('*/__demo/settings', async ({ request }) =>
    HttpResponse.json(demoControls.update((await readJson(request)) as DemoSettingsInput)),
  ),

  // Body: { operationId: 'login' | '*', fault: '500' | '403' | '404' | 'network' | 'empty' | 'delay-<ms>', times? }
  untypedHttp.post('*/__demo/faults', async ({ request }) => {
    const body = await readJson(request);
    const operationId = String(body.operationId ?? '');
    const fault = parseFault(String(body.fault ?? ''));
    const times = body.times === undefined ? undefined : Number(body.times);
    if ((operationId !== '*' && !isOperationId(operationId)) || !fault) {
      return HttpResponse.json(
        { code: 'INVALID_FAULT', message: 'Operação ou falha desconhecida.' },
        { status: 400 },
      );
    }
    return HttpResponse.json(demoControls.addFault(operationId, fault, times));
  }),

  untypedHttp.delete('*/__demo/faults', () => HttpResponse.json(demoControls.clearFaults())),
  untypedHttp.post('*/__demo/expire-sessions', () =>
    HttpResponse.json(demoControls.expireSessions()),
  ),
  untypedHttp.post('*/__demo/reset', () => HttpResponse.json(demoControls.reset())),
];
