import { FAVORITE_PRODUCTS_TEXT, FAVORITE_TRAININGS_TEXT } from '@decola/ui';
import { AreaBoundary } from '../../common/AreaBoundary';
import { FavoritesArea } from '../../courses/FavoritesArea';
import { FavoriteProductsArea } from '../../shop/FavoriteProductsArea';
import { PROFILE_PANEL_CLASS } from './profilePanel';

/** Profile `favorite`: the favourite trainings, then the products for whom the shop exists. */
export function FavoriteTab({ shopVisible }: { shopVisible: boolean }) {
  return (
    <>
      <AreaBoundary text={FAVORITE_TRAININGS_TEXT.error}>
        <FavoritesArea headingLevel={2} className={PROFILE_PANEL_CLASS} />
      </AreaBoundary>
      {/* Beside the trainings, the products, for whom the shop exists. */}
      {shopVisible && (
        <AreaBoundary text={FAVORITE_PRODUCTS_TEXT.error}>
          <FavoriteProductsArea />
        </AreaBoundary>
      )}
    </>
  );
}
