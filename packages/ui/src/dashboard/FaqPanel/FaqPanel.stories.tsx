import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyDashboardFaq } from '../../storybook/fixtures/dashboard';
import { FaqPanel, type FaqPanelProps } from './FaqPanel';

/** The dashboard corner with the info button; the open answers kept as the app's local storage. */
function DashboardCorner(props: FaqPanelProps) {
  const [openItems, setOpenItems] = useState(props.openItems);
  return (
    <div className="flex justify-end p-8">
      <FaqPanel
        {...props}
        openItems={openItems}
        onOpenItemsChange={(items) => {
          setOpenItems(items);
          props.onOpenItemsChange?.(items);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Dashboard/FaqPanel',
  component: FaqPanel,
  parameters: { layout: 'fullscreen' },
  render: (args) => <DashboardCorner {...args} />,
  args: {
    items: storyDashboardFaq,
    onOpenItemsChange: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof FaqPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPanel({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  const button = canvas.getByRole('button', { name: 'Perguntas frequentes' });
  await userEvent.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Perguntas frequentes' });
  return { button, panel: within(panel), dialog: panel };
}

const question = (panel: ReturnType<typeof within>, name: string) =>
  panel.getByRole('button', { name });

export const Default: Story = {
  play: async ({ canvas, userEvent, step, args }) => {
    const { button, panel, dialog } = await openPanel({ canvas, userEvent });
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    // A side panel (the Dialog primitive placed right).
    await expect(dialog.querySelector('[data-slot="dialog"]')).toHaveAttribute(
      'data-placement',
      'right',
    );
    const search = panel.getByRole('searchbox', { name: 'Qual sua dúvida?' });
    await waitFor(() => expect(search).toHaveFocus());

    // spec 1 §2: the first item starts open, the others closed; answers are rich text.
    const first = question(panel, 'Como continuo um curso que comecei?');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByText('Continue de onde você parou!')).toBeVisible();
    const certificates = question(panel, 'Onde encontro meus certificados?');
    await expect(certificates).toHaveAttribute('aria-expanded', 'false');

    await step('A click opens an answer; Enter on it closes it again', async () => {
      await userEvent.click(certificates);
      await expect(certificates).toHaveAttribute('aria-expanded', 'true');
      await expect(
        panel.getByText('Você pode baixá-lo em PDF quantas vezes quiser.'),
      ).toBeVisible();
      await expect(args.onOpenItemsChange).toHaveBeenLastCalledWith([
        'Como continuo um curso que comecei?',
        'Onde encontro meus certificados?',
      ]);
      certificates.focus();
      await userEvent.keyboard('{Enter}');
      await expect(certificates).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onOpenItemsChange).toHaveBeenLastCalledWith([
        'Como continuo um curso que comecei?',
      ]);
    });

    await step('Links of an answer leave the portal in a new tab', async () => {
      await userEvent.click(question(panel, 'Como falo com o suporte?'));
      await expect(panel.getByRole('link', { name: 'suporte@decola.dev' })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
    });

    await step('Escape closes the panel, focus back on its button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(button).toHaveFocus());
    });
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const { panel } = await openPanel({ canvas, userEvent });
    const search = panel.getByRole('searchbox', { name: 'Qual sua dúvida?' });
    await step('The search matches the question text, ignoring case (spec 1 §5)', async () => {
      await userEvent.type(search, 'DECOINS');
      await expect(panel.getAllByRole('listitem')).toHaveLength(1);
      await expect(question(panel, 'Como ganho decoins?')).toBeVisible();
    });

    await step("Only the question counts: 'extrato' is in an answer only", async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'extrato');
      await expect(panel.getByRole('status')).toHaveTextContent('Nenhuma dúvida encontrada.');
    });

    await step('The open answers are kept while the search changes', async () => {
      await userEvent.clear(search);
      await expect(panel.getAllByRole('listitem')).toHaveLength(6);
      await expect(question(panel, 'Como continuo um curso que comecei?')).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await userEvent.type(search, 'trilhas');
      await expect(question(panel, 'O que são as trilhas obrigatórias?')).toBeVisible();
    });
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    const { panel } = await openPanel({ canvas, userEvent });
    await userEvent.type(
      panel.getByRole('searchbox', { name: 'Qual sua dúvida?' }),
      'reembolso de viagem',
    );
    await expect(panel.getByRole('status')).toHaveTextContent('Nenhuma dúvida encontrada.');
    await expect(panel.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const RestoredOpenState: Story = {
  args: { openItems: ['Como ganho decoins?', 'Posso mudar meus interesses?'] },
  play: async ({ canvas, userEvent, step, args }) => {
    const { panel } = await openPanel({ canvas, userEvent });
    // The stored state wins over "first open".
    await expect(question(panel, 'Como continuo um curso que comecei?')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(question(panel, 'Como ganho decoins?')).toHaveAttribute('aria-expanded', 'true');
    await expect(question(panel, 'Posso mudar meus interesses?')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(question(panel, 'Como ganho decoins?'));
    await expect(args.onOpenItemsChange).toHaveBeenLastCalledWith(['Posso mudar meus interesses?']);

    await step('Closed and opened again, the panel shows what was left open', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const again = await openPanel({ canvas, userEvent });
      await expect(question(again.panel, 'Como ganho decoins?')).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(question(again.panel, 'Posso mudar meus interesses?')).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  },
};

export const Loading: Story = {
  args: { items: [], state: { status: 'loading' } },
  play: async ({ canvas, userEvent }) => {
    const { panel } = await openPanel({ canvas, userEvent });
    await expect(panel.getByRole('status')).toHaveTextContent(
      'Carregando as perguntas frequentes…',
    );
    await expect(panel.queryByRole('searchbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { items: [], state: { status: 'error', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const { panel } = await openPanel({ canvas, userEvent });
    // spec 1 §8: the FAQ load failure.
    await expect(panel.getByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao carregar as informações.',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledTimes(1);
    await expect(panel.queryByRole('searchbox')).toBeNull();
  },
};
