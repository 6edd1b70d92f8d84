import { formatDecoins, isSoldOut, routeHref } from '@decola/domain';
import { useId } from 'react';
import { CardBadge } from '../../cards/CardBadge';
import { CardTitle, cardFrameClass } from '../../cards/CardTitle';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { FavoriteButton } from '../shared/FavoriteButton';
import { ProductImage } from '../shared/ProductImage';
import { SHOP_TEXT } from '../shared/shopText';
import type { ShopProduct } from '../shared/types';

export type ProductCardProps<P extends ShopProduct> = {
  product: P;
  headingLevel?: 3 | 4;
  /** The heart: the app saves or deletes the favourite. */
  onToggleFavorite: (product: P) => void;
  favoritePending?: boolean;
  /** 'Adicionar à sacola': one of the product into the learner's bag. */
  onAddToBag: (product: P) => void;
  className?: string;
};

/** A shop product — picture, name, shop, price in decoins, stock, heart and bag. */
export function ProductCard<P extends ShopProduct>({
  product,
  headingLevel = 3,
  onToggleFavorite,
  favoritePending = false,
  onAddToBag,
  className,
}: ProductCardProps<P>) {
  const soldOut = isSoldOut(product);
  const soldOutId = useId();
  return (
    <article
      data-slot="product-card"
      data-state={soldOut ? 'sold-out' : 'in-stock'}
      className={cn(cardFrameClass(true), className)}
    >
      <div className="relative">
        <ProductImage
          src={product.imagesUrl?.[0]}
          alt=""
          className={soldOut ? 'opacity-60' : undefined}
        />
        {soldOut && (
          <div className="absolute top-2 left-2">
            <CardBadge kind="blocked" id={soldOutId}>
              {SHOP_TEXT.soldOut}
            </CardBadge>
          </div>
        )}
        <FavoriteButton
          label={SHOP_TEXT.favorite(product.name)}
          favorite={Boolean(product.isFavorite)}
          pending={favoritePending}
          onToggle={() => onToggleFavorite(product)}
          className="absolute top-2 right-2 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {product.shop?.name && (
          <p className="text-xs font-semibold text-ink-muted uppercase">{product.shop.name}</p>
        )}
        <CardTitle
          level={headingLevel}
          href={routeHref({ name: 'product_detail', params: { productID: String(product.id) } })}
        >
          {product.name}
        </CardTitle>
        <p className="text-lg font-bold text-primary-ink" data-slot="product-price">
          <span className="sr-only">{SHOP_TEXT.price}: </span>
          {formatDecoins(product.decoins)}
        </p>
        <Button
          className="relative z-10 mt-auto"
          fullWidth
          disabled={soldOut}
          aria-describedby={soldOut ? soldOutId : undefined}
          onClick={() => onAddToBag(product)}
        >
          {SHOP_TEXT.addToBag}
        </Button>
      </div>
    </article>
  );
}
