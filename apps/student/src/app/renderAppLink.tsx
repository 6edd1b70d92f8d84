import type { RenderRouterLink } from '@decola/ui';
import { Link } from 'react-router-dom';
import { routerPath } from '../common/paths';

/** ui's hrefs are full `/student/...` paths (real in a story); the router's leave out its base. */
export const renderAppLink: RenderRouterLink = ({ href, ...rest }) => (
  <Link to={routerPath(href)} {...rest} />
);
