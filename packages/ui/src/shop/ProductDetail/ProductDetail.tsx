import { formatDecoins, isSoldOut, routeHref } from '@decola/domain';
import { useState } from 'react';
import { ArrowLeftIcon } from '../../icons';
import { cn } from '../../lib/cn';
import type { AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { Button } from '../../primitives/Button';
import { Link, linkVariants } from '../../primitives/Link';
import { Markdown } from '../../primitives/Markdown';
import { Spinner } from '../../primitives/Spinner';
import { FavoriteButton } from '../shared/FavoriteButton';
import { SHOP_TEXT } from '../shared/shopText';
import type { ShopProduct } from '../shared/types';
import { ProductGallery } from './ProductGallery';
import { QuantityPicker } from './QuantityPicker';

/** The product page's product: the card's fields and its markdown description. */
export type DetailedProduct = ShopProduct & {
  description?: string | null;
  code?: string | null;
  category?: { name: string } | null;
};

export const PRODUCT_DETAIL_TEXT = {
  back: 'Voltar para a loja',
  description: 'Descrição',
  inStock: (stock: number) =>
    `${stock.toLocaleString('pt-BR')} ${stock === 1 ? 'unidade disponível' : 'unidades disponíveis'}`,
  code: 'Código',
  category: 'Categoria',
  loading: 'Carregando produto…',
  error: 'Não foi possível carregar o produto.',
} as const;

export type ProductDetailProps<P extends DetailedProduct> = {
  product?: P | null;
  state: AsyncState;
  onToggleFavorite: (product: P) => void;
  favoritePending?: boolean;
  /** 'Adicionar à sacola' with the quantity picked (1 up to the stock). */
  onAddToBag: (product: P, quantity: number) => void;
};

const SHOP_HREF = routeHref({ name: 'shop', params: { productsPage: '1' } });

/** Route `product_detail`: photos, name, shop, price, stock, quantity, bag. */
export function ProductDetail<P extends DetailedProduct>({
  product,
  state,
  ...actions
}: ProductDetailProps<P>) {
  return (
    <div
      data-slot="product-detail"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-gutter py-section"
    >
      <Link
        href={SHOP_HREF}
        className={cn(
          'inline-flex w-fit items-center gap-2 text-sm font-semibold',
          linkVariants({ underline: 'hover' }),
        )}
      >
        <ArrowLeftIcon size="sm" />
        {PRODUCT_DETAIL_TEXT.back}
      </Link>
      <LoadState
        state={state}
        text={{ error: PRODUCT_DETAIL_TEXT.error }}
        loading={
          <div className="flex justify-center py-16">
            <Spinner size="lg" label={PRODUCT_DETAIL_TEXT.loading} />
          </div>
        }
      >
        {product && <ProductBody key={product.id} product={product} {...actions} />}
      </LoadState>
    </div>
  );
}

function ProductBody<P extends DetailedProduct>({
  product,
  onToggleFavorite,
  favoritePending,
  onAddToBag,
}: Omit<ProductDetailProps<P>, 'state'> & { product: P }) {
  const [quantity, setQuantity] = useState(1);
  const soldOut = isSoldOut(product);
  return (
    <article className="grid gap-8 md:grid-cols-2 md:items-start">
      <ProductGallery name={product.name} images={product.imagesUrl ?? []} />
      <div className="flex flex-col gap-4">
        {product.shop?.name && (
          <p className="text-sm font-semibold text-ink-muted uppercase">{product.shop.name}</p>
        )}
        <h1 dir="auto" className="text-2xl font-bold break-words text-ink sm:text-3xl">
          {product.name}
        </h1>
        <p className="text-2xl font-bold text-primary-ink" data-slot="product-price">
          <span className="sr-only">{SHOP_TEXT.price}: </span>
          {formatDecoins(product.decoins)}
        </p>
        <p
          data-slot="product-stock"
          className={soldOut ? 'font-semibold text-danger-strong' : 'text-sm text-ink-muted'}
        >
          {soldOut ? SHOP_TEXT.soldOut : PRODUCT_DETAIL_TEXT.inStock(product.stock)}
        </p>
        {!soldOut && (
          <QuantityPicker value={quantity} onChange={setQuantity} stock={product.stock} />
        )}
        <div className="flex items-center gap-3">
          <Button size="lg" disabled={soldOut} onClick={() => onAddToBag(product, quantity)}>
            {SHOP_TEXT.addToBag}
          </Button>
          <FavoriteButton
            size="lg"
            label={SHOP_TEXT.favorite(product.name)}
            favorite={Boolean(product.isFavorite)}
            pending={favoritePending}
            onToggle={() => onToggleFavorite(product)}
          />
        </div>
        {(product.code || product.category?.name) && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {product.category?.name && (
              <>
                <dt className="text-ink-muted">{PRODUCT_DETAIL_TEXT.category}</dt>
                <dd className="text-ink">{product.category.name}</dd>
              </>
            )}
            {product.code && (
              <>
                <dt className="text-ink-muted">{PRODUCT_DETAIL_TEXT.code}</dt>
                <dd className="text-ink">{product.code}</dd>
              </>
            )}
          </dl>
        )}
        {product.description?.trim() && (
          <section className="flex flex-col gap-2 border-t border-line pt-4">
            <h2 className="text-lg font-bold text-ink">{PRODUCT_DETAIL_TEXT.description}</h2>
            <Markdown source={product.description} className="text-ink" />
          </section>
        )}
      </div>
    </article>
  );
}
