import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenPhoto, storyPhoto } from '../../storybook/fixtures/learners';
import { waitForImages } from '../../storybook/helpers';
import { Avatar, type AvatarProps } from './Avatar';

/** As every caller shows it: decorative, beside the name it stands for. */
function AvatarWithName(props: AvatarProps) {
  return (
    <p className="flex items-center gap-3 text-sm font-semibold text-ink">
      <Avatar {...props} />
      {props.name}
    </p>
  );
}

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  render: (args) => <AvatarWithName {...args} />,
  args: { name: 'Ana Beatriz Souza', image: storyPhoto },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl', '2xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText('Ana Beatriz Souza')).toBeVisible();
    // The name is written beside it: the photo is decorative, with no name of its own.
    await expect(canvas.queryByRole('img')).toBeNull();
    const photo = canvasElement.querySelector('[data-slot="avatar-image"]');
    await expect(photo).toHaveAttribute('src', storyPhoto);
    await expect(photo).toHaveAttribute('alt', '');
    await expect(canvasElement.querySelector('[data-slot="avatar-initials"]')).toBeNull();
  },
};

/** No photo: the initials of the first and last names (particles skipped), on the brand colour. */
export const Initials: Story = {
  tags: ['templates'],
  args: { name: 'Érica Maria da Silva', image: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Érica Maria da Silva')).toBeVisible();
    const initials = canvasElement.querySelector('[data-slot="avatar-initials"]');
    await expect(initials).toHaveTextContent('ÉS');
    await expect(initials).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A photo that cannot load gives way to the initials. */
export const BrokenPhoto: Story = {
  args: { image: brokenPhoto },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('[data-slot="avatar-initials"]')).toHaveTextContent(
      'AS',
    );
    await expect(canvas.getByText('Ana Beatriz Souza')).toBeVisible();
  },
};

const SIZES = { sm: 36, md: 40, lg: 44, xl: 56 } as const;

/** sm: the header's menu; md: lists (comments, colleagues); lg: the mobile menu; xl: instructors. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <div key={size} data-size={size} className="flex items-center gap-3">
          <Avatar {...args} size={size} />
          <Avatar name={args.name} image={null} size={size} />
          <span className="text-sm text-ink-muted">{size}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    for (const [size, pixels] of Object.entries(SIZES)) {
      const row = canvasElement.querySelector(`[data-size="${size}"]`)!;
      const photo = row.querySelector<HTMLElement>('[data-slot="avatar-image"]')!;
      const initials = row.querySelector<HTMLElement>('[data-slot="avatar-initials"]')!;
      await expect(photo.getBoundingClientRect().width).toBe(pixels);
      await expect(initials.getBoundingClientRect().width).toBe(pixels);
      await expect(initials.getBoundingClientRect().height).toBe(pixels);
      await expect(initials).toHaveTextContent('AS');
    }
  },
};
