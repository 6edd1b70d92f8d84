import type { components } from '@decola/api-client';
import {
  BAG_MESSAGES,
  bagAdd,
  bagDecrease,
  bagIncrease,
  bagRemoveOne,
  bagStorageKey,
  walletBalance,
  type StoredBagLine,
} from '@decola/domain';
import { useQueries } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { shopQuery } from '../api/shop';
import { asyncStateOf } from '../api/asyncState';
import { useSessionUser } from '../shell/useSessionUser';
import { bagLinesOf, emptyBag, saveBag, subscribeBag } from './bagStore';

export type Product = components['schemas']['Product'];

/** What the bag needs of a product to add it: its id, price and stock. */
export type BagProductRef = Pick<Product, 'id' | 'decoins' | 'stock'>;

export interface BagItem {
  id: number;
  quantity: number;
  /** The product as the shop shows it now, once loaded. */
  product?: Product;
}

/** What an action did: done, or why the bag stayed as it was. */
export type BagResult = 'done' | 'insufficient-balance' | 'storage-failed';

const RESULT_MESSAGES = {
  done: null,
  'insufficient-balance': BAG_MESSAGES.insufficientBalance,
  'storage-failed': BAG_MESSAGES.storageFailed,
} as const;

/** The message to show for an action's result, null when it was done. */
export const bagResultMessage = (result: BagResult): string | null => RESULT_MESSAGES[result];

type Line = StoredBagLine & { decoins: number; stock?: number | null };

/**
 * The signed-in learner's bag: product ids and quantities kept in this browser under a
 * key of their own; prices and stock come from the shop, the wallet from the session.
 */
export function useBag() {
  const session = useSessionUser();
  const key = session ? bagStorageKey(session.user.id) : null;
  const lines = useSyncExternalStore(subscribeBag, () => bagLinesOf(key));
  const details = useQueries({ queries: lines.map((line) => shopQuery.detail(line.id)) });
  const [notice, setNotice] = useState<string | null>(null);

  const items: BagItem[] = lines.map((line, index) => ({ ...line, product: details[index]?.data }));
  const priced: Line[] = items.map(({ id, quantity, product }) => ({
    id,
    quantity,
    decoins: product?.decoins ?? 0,
    stock: product?.stock,
  }));
  const wallet = session?.user.dcoins ?? 0;
  const balance = walletBalance(wallet, priced);

  const apply = (next: Line[]): BagResult => {
    const nextBalance = walletBalance(wallet, next);
    // A bag already below zero (a price went up) may still shrink.
    const result: BagResult =
      key === null
        ? 'storage-failed'
        : nextBalance < 0 && nextBalance < balance
          ? 'insufficient-balance'
          : saveBag(
                key,
                next.map(({ id, quantity }) => ({ id, quantity })),
              )
            ? 'done'
            : 'storage-failed';
    setNotice(bagResultMessage(result));
    return result;
  };

  return {
    items,
    /** The products' details, all together: a retry loads again those that failed. */
    state: asyncStateOf(...details),
    /** Sum of the bag's items (decoins × quantity). */
    total: wallet - balance,
    /** Wallet minus the bag total. */
    balance,
    wallet,
    /** How many units the bag holds. */
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    /** The message of the last action that failed, null after one that was done. */
    notice,
    /** Whether `quantity` more of a product still leaves a balance of zero or more. */
    canAdd: (product: BagProductRef, quantity = 1) => balance - product.decoins * quantity >= 0,
    add: (product: BagProductRef, quantity = 1) =>
      apply(bagAdd(priced, { ...product, quantity: 0 }, quantity)),
    /** One unit less, never below 1. */
    decrease: (id: number) => apply(bagDecrease(priced, id)),
    /** One unit more, never above the stock. */
    increase: (id: number) => apply(bagIncrease(priced, id)),
    /** A quantity within 1 and the product's stock. */
    setQuantity: (id: number, quantity: number) =>
      apply(
        priced.map((line) =>
          line.id === id
            ? { ...line, quantity: Math.max(1, Math.min(quantity, line.stock ?? quantity)) }
            : line,
        ),
      ),
    /** The product out of the bag, whatever its quantity. */
    remove: (id: number) => apply(bagRemoveOne(priced, id)),
    clear: () => apply([]),
    /** After an order: the bag empties whatever the browser says. */
    emptyAfterOrder: () => {
      if (key !== null) emptyBag(key);
      setNotice(null);
    },
  };
}

export type Bag = ReturnType<typeof useBag>;
