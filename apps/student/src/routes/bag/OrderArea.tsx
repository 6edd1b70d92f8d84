import { OrderDetail } from '@decola/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { shopMutation, shopQuery } from '../../api/shop';
import { useErrorToast } from '../../shell/useErrorToast';
import type { OrderLocationState } from './useCreateOrder';
import { asyncStateOf } from '../../api/asyncState';

/** `bag/:orderID`: the order and its receipt. */
export function OrderArea({ orderId }: { orderId: number }) {
  const order = useQuery(shopQuery.order(orderId));
  const createReceipt = useMutation(shopMutation.createReceipt());
  const showError = useErrorToast();
  const { state } = useLocation() as { state: OrderLocationState | null };

  return (
    <OrderDetail
      state={asyncStateOf(order)}
      order={order.data}
      justCreated={state?.justCreated === true}
      onCreateReceipt={() => createReceipt.mutate(orderId, { onError: showError })}
      receiptPending={createReceipt.isPending}
    />
  );
}
