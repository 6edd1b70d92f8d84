import { routeHref } from '@decola/domain';
import { BagPage, OrderReview, type BagLine } from '@decola/ui';
import { useState } from 'react';
import { useBag, type BagItem } from '../../shop/useBag';
import { useCreateOrder } from './useCreateOrder';

const lineOf = ({ id, quantity, product }: BagItem): BagLine => ({
  id,
  quantity,
  name: product?.name ?? '',
  decoins: product?.decoins ?? 0,
  stock: product?.stock,
  imageUrl: product?.imagesUrl?.[0] ?? null,
  shopName: product?.shop?.name ?? null,
});

/** The bag, then the review of its order and the order created once. */
export function BagArea() {
  const bag = useBag();
  const order = useCreateOrder(bag);
  const [reviewing, setReviewing] = useState(false);
  const lines = bag.items.map(lineOf);

  return (
    <BagPage
      lines={lines}
      state={bag.state}
      wallet={bag.wallet}
      total={bag.total}
      balance={bag.balance}
      notice={bag.notice}
      onIncrease={bag.increase}
      onDecrease={bag.decrease}
      onRemove={bag.remove}
      onClear={bag.clear}
      onCheckout={() => setReviewing(true)}
      shopHref={routeHref({ name: 'shop', params: { productsPage: '1' } })}
      review={
        reviewing && (
          <OrderReview
            lines={lines}
            total={bag.total}
            balanceAfter={bag.balance}
            state={order.state}
            errorMessage={order.failure}
            onConfirm={order.confirm}
            onBack={() => {
              order.reset();
              setReviewing(false);
            }}
          />
        )
      }
    />
  );
}
