import { routeHref } from '@decola/domain';
import { SHOP_TEXT, useToast } from '@decola/ui';
import { bagResultMessage, useBag, type BagProductRef } from './useBag';

/**
 * 'Adicionar à sacola' from a card or the product page: the bag (h19b's store) says whether it
 * took the product, and the learner hears either way (docs/decisions.md).
 */
export function useAddToBag() {
  const bag = useBag();
  const toast = useToast();
  return (product: BagProductRef, quantity: number) => {
    const message = bagResultMessage(bag.add(product, quantity));
    if (message) toast.show('danger', message);
    else
      toast.show('success', SHOP_TEXT.addedToBag, {
        action: { label: SHOP_TEXT.seeBag, href: routeHref({ name: 'bag' }) },
      });
  };
}
