export {
  Link,
  linkVariants,
  RouterLinkProvider,
  type LinkProps,
  type RenderRouterLink,
} from './Link';
