import { canSeeShop } from '@decola/domain';
import {
  FAVORITE_PRODUCTS_TEXT,
  FAVORITE_TRAININGS_TEXT,
  INDICATED_TRAININGS_TEXT,
} from '@decola/ui';
import { useParams } from 'react-router-dom';
import { AreaBoundary } from '../../app/AreaBoundary';
import { template } from '../../app/template';
import { useSessionUser } from '../../shell/useSessionUser';
import { FavoritesArea } from '../favorites/FavoritesArea';
import { FavoriteProductsArea } from '../shop/FavoriteProductsArea';
import { Component as InterimPage } from '../interim';
import { IndicationsArea } from './IndicationsArea';
import { OrdersHistoryArea } from './OrdersHistoryArea';

const ORDERS_HISTORY_ERROR = 'Não foi possível mostrar o histórico de pedidos.';

/**
 * The profile screen is still to come: the dropdown's 'Treinamentos recomendados' and
 * 'Treinamentos favoritos' already open their lists; its other options keep the interim page.
 */
export function Component() {
  const { option } = useParams();
  const session = useSessionUser();
  if (option === 'favorite')
    return (
      <>
        <AreaBoundary text={FAVORITE_TRAININGS_TEXT.error}>
          <FavoritesArea headingLevel={1} />
        </AreaBoundary>
        {/* Issue 19 point 8: beside the trainings, the products, for whom the shop exists. */}
        {canSeeShop(session?.user, template) && (
          <div className="mx-auto w-full max-w-7xl px-gutter pb-section">
            <AreaBoundary text={FAVORITE_PRODUCTS_TEXT.error}>
              <FavoriteProductsArea />
            </AreaBoundary>
          </div>
        )}
      </>
    );
  if (option === 'indication')
    return (
      <AreaBoundary text={INDICATED_TRAININGS_TEXT.error}>
        <IndicationsArea headingLevel={1} />
      </AreaBoundary>
    );
  if (option === 'history-order')
    return (
      <AreaBoundary text={ORDERS_HISTORY_ERROR}>
        <OrdersHistoryArea headingLevel={1} />
      </AreaBoundary>
    );
  return <InterimPage />;
}
