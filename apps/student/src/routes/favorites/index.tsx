import { writeListQuery } from '@decola/domain';
import { FAVORITE_TRAININGS_TEXT } from '@decola/ui';
import { AreaBoundary } from '../../common/AreaBoundary';
import { useListQuery } from '../../common/useListQuery';
import { RedirectTo } from '../../common/useRedirect';
import { FavoritesArea } from '../../courses/FavoritesArea';

/** Route `favorite`: a missing page goes to `page=1`, in place of the address typed. */
export function Component() {
  const { query } = useListQuery();
  if (query.page === undefined) {
    const search = new URLSearchParams(writeListQuery({ ...query, page: 1 })).toString();
    return <RedirectTo to={`?${search}`} />;
  }
  return (
    <AreaBoundary text={FAVORITE_TRAININGS_TEXT.error}>
      <FavoritesArea headingLevel={1} />
    </AreaBoundary>
  );
}
