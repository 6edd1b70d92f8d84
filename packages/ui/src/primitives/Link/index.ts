export { Link, RouterLinkProvider, type LinkProps, type RenderRouterLink } from './Link';
