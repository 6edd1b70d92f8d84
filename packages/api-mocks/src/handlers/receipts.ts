import { formatDateBR } from '@decola/domain';
import { http as untypedHttp, HttpResponse } from 'msw';
import { database } from '../db/store';
import { DEMO_RECEIPT_BASE } from '../seed/shop/orders';
import { sessionUser } from '../session';
import { A4_PORTRAIT, pdfDocument, textAt, textWidth } from './pdfWriter';
import type { UserRecord } from '../db/core';
import type { OrderRecord } from '../db/shop';

const MARGIN = 56;
const decoins = (amount: number) => `${amount.toLocaleString('pt-BR')} decoins`;
const rightAligned = (text: string, y: number, size: number) =>
  textAt(text, A4_PORTRAIT.width - MARGIN - textWidth(text, size, 'F1'), y, size, 'F1');

/** One page: the order, its lines with their decoins, the total, who redeemed it and when. */
export function receiptPdf(order: OrderRecord, learner: UserRecord): Uint8Array {
  const top = A4_PORTRAIT.height - 80;
  const lines = order.products.flatMap((line, index) => {
    const y = top - 150 - index * 22;
    return [
      textAt(`${line.quantity} × ${line.name}`, MARGIN, y, 12, 'F1'),
      rightAligned(decoins(line.decoins * line.quantity), y, 12),
    ];
  });
  const totalY = top - 150 - order.products.length * 22 - 16;
  const content = [
    '0.12 0.23 0.54 rg',
    textAt(`Recibo do pedido nº ${order.id}`, MARGIN, top, 24, 'F2'),
    '0.1 0.1 0.1 rg',
    textAt(
      `Resgatado por ${learner.name} em ${formatDateBR(order.createAt)}`,
      MARGIN,
      top - 40,
      12,
      'F1',
    ),
    textAt('Itens', MARGIN, top - 110, 14, 'F2'),
    ...lines,
    `0.6 0.6 0.6 RG 1 w ${MARGIN} ${totalY + 14} m ${A4_PORTRAIT.width - MARGIN} ${totalY + 14} l S`,
    textAt('Total', MARGIN, totalY - 4, 14, 'F2'),
    rightAligned(decoins(order.grossValue), totalY - 4, 14),
    '0.4 0.4 0.4 rg',
    textAt('Decola — recibo de demonstração', MARGIN, 40, 10, 'F1'),
  ].join('\n');
  return pdfDocument({
    size: A4_PORTRAIT,
    pages: [content],
    title: `Recibo do pedido nº ${order.id}`,
    author: learner.name,
  });
}

/** Answers a receipt the demo issued (`receiptUrl`), to the learner who placed the order only. */
export const receiptHandler = untypedHttp.get(
  `*${DEMO_RECEIPT_BASE}/:file`,
  ({ params, cookies }) => {
    const user = sessionUser(cookies);
    if (!user) return new HttpResponse('Faça seu login novamente.', { status: 403 });
    const file = String(params.file);
    const id = Number(file.match(/^pedido-(\d+)\.pdf$/)?.[1]);
    const order = database().orders.find(
      (candidate) => candidate.id === id && candidate.userId === user.id,
    );
    if (!order || order.receiptUrl !== `${DEMO_RECEIPT_BASE}/${file}`) {
      return new HttpResponse('Recibo não encontrado.', { status: 404 });
    }
    return new HttpResponse(receiptPdf(order, user), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${file}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
