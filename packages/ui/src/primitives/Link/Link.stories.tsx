import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cn } from '../../lib/cn';
import { Link, linkVariants, RouterLinkProvider, type RenderRouterLink } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: {
    href: '/dashboard',
    children: 'Meu dashboard',
    // A link in running text; linkVariants gives every link of the portal its look.
    className: cn('font-semibold', linkVariants()),
  },
  decorators: [
    (Story) => (
      <p className="p-8 text-sm text-ink">
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without the app's router (stories, other tools), an internal link is a plain anchor. */
export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Meu dashboard' });
    await expect(link).toHaveAttribute('href', '/dashboard');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** The app hands in how its router renders links (apps/student: React Router's Link, under /student/). */
const renderUnderBase: RenderRouterLink = ({ href, children, ...rest }) => (
  <a href={`/student${href}`} data-router-link="" {...rest}>
    {children}
  </a>
);

const withAppRouter: Decorator = (Story) => (
  <RouterLinkProvider renderLink={renderUnderBase}>
    <Story />
  </RouterLinkProvider>
);

export const ThroughTheAppRouter: Story = {
  decorators: [withAppRouter],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Meu dashboard' });
    await expect(link).toHaveAttribute('href', '/student/dashboard');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** An external page (the footer's corporate links, the admin panel) opens in a new tab. */
export const External: Story = {
  args: { href: 'https://www.example.com/sobre', external: true, children: 'Sobre o grupo' },
  decorators: [withAppRouter],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Sobre o grupo' });
    // Never through the router, and the opened page cannot reach this one (window.opener).
    await expect(link).toHaveAttribute('href', 'https://www.example.com/sobre');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};
