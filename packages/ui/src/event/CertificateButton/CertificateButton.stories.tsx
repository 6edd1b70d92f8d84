import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CertificateButton } from './CertificateButton';

const CERTIFICATE = '/student/demo/certificates/evento-2-turma-21-usuario-1.pdf';

const meta = {
  title: 'Event/CertificateButton',
  component: CertificateButton,
  parameters: { layout: 'padded' },
  // The story keeps the page: the app's handler fetches the file into a new tab instead.
  args: { href: CERTIFICATE, onClick: fn((event: MouseEvent) => event.preventDefault()) },
} satisfies Meta<typeof CertificateButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The file the API points to, in a new tab that cannot reach back to the portal. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Ver certificado (abre em uma nova aba)' });
    await expect(link).toHaveAttribute('href', CERTIFICATE);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** While the certificate's path loads: a busy button, nothing to open yet. */
export const Loading: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Ver certificado' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
