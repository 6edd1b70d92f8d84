import { SHOP_TEXT, useToast } from '@decola/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { shopMutation } from '../api/shop';
import { useErrorToast } from '../shell/useErrorToast';

/**
 * The heart saves or deletes a favourite product; the lists and the product are
 * fetched again (the mutation's keys), so the heart follows the server.
 */
export function useFavoriteProduct() {
  const toast = useToast();
  const showError = useErrorToast();
  const save = useMutation(shopMutation.favorite());
  const remove = useMutation(shopMutation.unfavorite());
  const [pendingId, setPendingId] = useState<number | null>(null);

  function toggle(product: { id: number; isFavorite?: boolean | null }) {
    if (pendingId !== null) return;
    const favorite = Boolean(product.isFavorite);
    setPendingId(product.id);
    (favorite ? remove : save).mutate(product.id, {
      onSuccess: () =>
        toast.show('success', favorite ? SHOP_TEXT.favoriteDeleted : SHOP_TEXT.favoriteSaved),
      onError: showError,
      onSettled: () => setPendingId(null),
    });
  }

  return { toggle, pendingId };
}
