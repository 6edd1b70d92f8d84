import type { RenderRouterLink } from '@decola/ui';
import { Link } from 'react-router-dom';

/** Lets every @decola/ui link navigate inside the single-page app, under the router's basename. */
export const renderAppLink: RenderRouterLink = ({ href, ...rest }) => <Link to={href} {...rest} />;
