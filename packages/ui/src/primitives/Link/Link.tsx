import { cva } from 'class-variance-authority';
import { createContext, use, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '../../lib/focusRing';

/**
 * The look of a link (a `Link`, an `<a>`, or a button that reads as a link), with its focus ring;
 * the text's size and weight stay the caller's.
 */
export const linkVariants = cva(focusRing, {
  variants: {
    tone: {
      primary: 'text-primary-ink',
      /** A title or a quiet entry that is a link: its own colour until hovered. */
      ink: 'text-ink hover:text-primary-ink',
      muted: 'text-ink-muted hover:text-primary-ink',
    },
    underline: {
      /** In running text: underlined, so it never relies on colour alone. */
      always: 'underline',
      /** The same, dropping the underline under the pointer. */
      untilHover: 'underline hover:no-underline',
      /** Standing alone (a back link, 'Ver todos', a title): underlined under the pointer. */
      hover: 'hover:underline',
    },
    offset: {
      2: 'underline-offset-2',
      4: 'underline-offset-4',
    },
  },
  defaultVariants: { tone: 'primary', underline: 'always' },
});

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the app without its base (`/dashboard`), or a full address for external pages. */
  href: string;
  /** Opens in a new tab, with `rel="noopener noreferrer"` so the opened page cannot reach this one. */
  external?: boolean;
  children?: ReactNode;
};

/** Renders an internal link the way the app's router does (React Router's Link, in apps/student). */
export type RenderRouterLink = (props: Omit<LinkProps, 'external'>) => ReactNode;

const renderPlainAnchor: RenderRouterLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

const RouterLinkContext = createContext<RenderRouterLink>(renderPlainAnchor);

/**
 * ui never imports the router: the app hands in how to render its links once, here. Without a
 * provider (stories, other tools) links are plain anchors.
 */
export function RouterLinkProvider({
  renderLink,
  children,
}: {
  renderLink: RenderRouterLink;
  children: ReactNode;
}) {
  return <RouterLinkContext value={renderLink}>{children}</RouterLinkContext>;
}

export function Link({ external = false, ...props }: LinkProps) {
  const renderRouterLink = use(RouterLinkContext);
  if (external) {
    const { href, children, ...rest } = props;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return renderRouterLink(props);
}
