import { errorMessage, isDecolaError } from '@decola/api-client';
import { findOrderOfBag, routeHref } from '@decola/domain';
import type { OrderReviewState } from '@decola/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopMutation, shopQuery } from '../../api/shop';
import { routerPath } from '../../common/paths';
import type { Bag } from '../../shop/useBag';

// The server's clock may run behind the browser's: an order this much older still counts.
const CLOCK_SLACK_MS = 60_000;

export type OrderLocationState = { justCreated?: boolean };

/**
 * The bag becomes one order, whatever is pressed twice. When the answer is lost, the
 * learner's orders are compared with the bag before anything is sent again.
 */
export function useCreateOrder(bag: Bag) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createOrder = useMutation(shopMutation.createOrder());
  const createReceipt = useMutation(shopMutation.createReceipt());
  const [state, setState] = useState<OrderReviewState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  // Set by a lost answer: the order may exist, so the next attempt looks for it first.
  const unsure = useRef<Date | null>(null);

  const lines = bag.items.map(({ id, quantity, product }) => ({
    id,
    quantity,
    decoins: product?.decoins ?? 0,
  }));

  async function finish(orderId: number) {
    bag.emptyAfterOrder();
    unsure.current = null;
    // Without its receipt the order page offers 'Gerar recibo'.
    await createReceipt.mutateAsync(orderId).catch(() => undefined);
    const state: OrderLocationState = { justCreated: true };
    await navigate(routerPath(routeHref({ name: 'bag', params: { orderID: String(orderId) } })), {
      state,
    });
  }

  async function orderMadeSince(since: Date) {
    const orders = await queryClient.fetchQuery({ ...shopQuery.orders(), staleTime: 0 });
    return findOrderOfBag(orders, lines, since);
  }

  async function confirm() {
    if (sending.current) return;
    sending.current = true;
    try {
      if (unsure.current) {
        setState('checking');
        const made = await orderMadeSince(unsure.current);
        if (made) return await finish(made.id);
      }
      setState('pending');
      const since = new Date(Date.now() - CLOCK_SLACK_MS);
      try {
        const order = await createOrder.mutateAsync({ products: lines });
        return await finish(order.id);
      } catch (error) {
        if (!isDecolaError(error) || error.status !== 0) throw error;
        unsure.current = since;
        setFailure(errorMessage(error));
        setState('checking');
        const made = await orderMadeSince(since);
        if (made) return await finish(made.id);
        unsure.current = null;
        setState('failed');
      }
    } catch (error) {
      setFailure(errorMessage(error));
      setState('failed');
    } finally {
      sending.current = false;
    }
  }

  return {
    state,
    failure,
    confirm: () => void confirm(),
    reset: () => {
      setState('idle');
      setFailure(null);
    },
  };
}
