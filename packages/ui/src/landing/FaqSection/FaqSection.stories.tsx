import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyFaq } from '../../storybook/fixtures/landing';
import { waitForImages } from '../../storybook/helpers';
import { FaqSection } from './FaqSection';

const meta = {
  title: 'Landing/FaqSection',
  component: FaqSection,
  parameters: { layout: 'fullscreen' },
  args: { items: storyFaq },
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await waitForImages(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Perguntas frequentes' }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Qual sua dúvida?' })).toBeVisible();

    // The first answer starts open (spec 1 §2), the others closed.
    const first = canvas.getByRole('button', { name: 'Como faço meu primeiro acesso?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = document.getElementById(first.getAttribute('aria-controls')!)!;
    await expect(firstPanel).toBeVisible();
    await expect(await within(firstPanel).findByText('Entrar')).toBeVisible();

    const certificate = canvas.getByRole('button', { name: 'Os cursos emitem certificado?' });
    await step('A click opens a question', async () => {
      await expect(certificate).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(certificate);
      await expect(certificate).toHaveAttribute('aria-expanded', 'true');
      await expect(
        canvas.getByRole('region', { name: 'Os cursos emitem certificado?' }),
      ).toHaveTextContent('O certificado fica disponível no seu perfil.');
    });

    await step('Enter and Space toggle the focused question', async () => {
      certificate.focus();
      await userEvent.keyboard('{Enter}');
      await expect(certificate).toHaveAttribute('aria-expanded', 'false');
      await userEvent.keyboard(' ');
      await expect(certificate).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

export const Searching: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await waitForImages(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Qual sua dúvida?' });
    await step('The search ignores case (spec 1 §5)', async () => {
      await userEvent.type(search, 'SENHA');
      const questions = canvas.getAllByRole('button', { expanded: false });
      await expect(questions.map((question) => question.textContent)).toEqual([
        'Esqueci minha senha. O que devo fazer?',
      ]);
      await expect(
        canvas.queryByRole('button', { name: 'Como faço meu primeiro acesso?' }),
      ).toBeNull();
    });

    await step('Another search replaces the first', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'certificado');
      await expect(
        canvas.getByRole('button', { name: 'Os cursos emitem certificado?' }),
      ).toBeVisible();
      await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    });
  },
};

export const NoMatch: Story = {
  args: { defaultSearch: 'reembolso de viagem' },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Qual sua dúvida?' })).toHaveValue(
      'reembolso de viagem',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhuma dúvida encontrada.');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { items: [], state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Carregando as perguntas frequentes…',
    );
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { items: [], state: { status: 'error', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao carregar as informações.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledTimes(1);
  },
};
