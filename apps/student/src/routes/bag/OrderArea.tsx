import { errorMessage } from '@decola/api-client';
import { OrderDetail } from '@decola/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { shopMutation, shopQuery } from '../../api/shop';
import { statusOf } from '../../api/status';
import { useErrorToast } from '../../shell/useErrorToast';
import type { OrderLocationState } from './useCreateOrder';
import { ASKED_AHEAD } from '../../common/askedAhead';

/** `bag/:orderID`: the order and its receipt. */
export function OrderArea({ orderId }: { orderId: number }) {
  const order = useQuery({ ...shopQuery.order(orderId), ...ASKED_AHEAD });
  const createReceipt = useMutation(shopMutation.createReceipt());
  const showError = useErrorToast();
  const { state } = useLocation() as { state: OrderLocationState | null };

  return (
    <OrderDetail
      status={statusOf(order)}
      order={order.data}
      errorMessage={order.isError ? errorMessage(order.error) : null}
      onRetry={() => void order.refetch()}
      justCreated={state?.justCreated === true}
      onCreateReceipt={() => createReceipt.mutate(orderId, { onError: showError })}
      receiptPending={createReceipt.isPending}
    />
  );
}
