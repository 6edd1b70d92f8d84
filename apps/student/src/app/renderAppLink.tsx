import type { RenderRouterLink } from '@decola/ui';
import { Link } from 'react-router-dom';
import { routerPath } from './paths';

/**
 * Lets every @decola/ui link navigate inside the single-page app. ui builds full `/student/...`
 * hrefs with the domain's `routeHref` (so a story's plain anchor is a real address); the router
 * wants them without its basename.
 */
export const renderAppLink: RenderRouterLink = ({ href, ...rest }) => (
  <Link to={routerPath(href)} {...rest} />
);
