/** The failures the panel can inject, in the demo backend's own notation, with pt-BR labels. */
export const FAULT_CHOICES = [
  { value: '500', label: 'Erro 500 do servidor' },
  { value: '403', label: 'Sessão expirada (403)' },
  { value: '404', label: 'Não encontrado (404)' },
  { value: 'network', label: 'Falha de rede' },
  { value: 'empty', label: 'Resposta sem código e mensagem' },
  { value: 'delay-2000', label: 'Atraso de 2 segundos' },
] as const;

export type FaultChoice = (typeof FAULT_CHOICES)[number]['value'];

export type DemoFault =
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'empty-body' }
  | { kind: 'latency'; ms: number };

export function describeFault(fault: DemoFault): string {
  switch (fault.kind) {
    case 'status':
      return fault.status === 403 ? 'Sessão expirada (403)' : `Erro ${fault.status}`;
    case 'network':
      return 'Falha de rede';
    case 'empty-body':
      return 'Resposta sem código e mensagem';
    case 'latency':
      return `Atraso de ${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(fault.ms / 1000)} s`;
  }
}
