import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DemoPanel } from './DemoPanel';

const meta = {
  title: 'Demo/DemoPanel',
  component: DemoPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    state: {
      maintenanceMode: false,
      suggestionMode: false,
      dailyDecoinLimitExceeded: false,
      faults: [],
    },
    operationIds: ['login', 'register', 'listCourses', 'getConfiguration'],
    accounts: [
      { email: 'aluno@decola.dev', description: 'aluno com empresa, 1.500 decoins' },
      { email: 'admin@decola.dev', description: 'administrador' },
    ],
    password: 'Decola@2026',
    onSettingChange: fn(),
    onAddFault: fn(),
    onClearFaults: fn(),
    onExpireSession: fn(),
    onReset: fn(),
  },
  decorators: [
    (Story) => (
      <div className="h-[640px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Demonstração' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(canvas.getByRole('region', { name: 'Controles da demonstração' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent, step, args }) => {
    await step('Turn maintenance mode on', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: /Modo de manutenção/ }));
      await expect(args.onSettingChange).toHaveBeenCalledWith('maintenanceMode', true);
    });

    await step('Add a network fault to login', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Operação' }), 'login');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Falha' }), 'network');
      await userEvent.click(canvas.getByRole('button', { name: 'Adicionar falha' }));
      await expect(args.onAddFault).toHaveBeenCalledWith('login', 'network');
    });

    await step('Expire the session, then reset the data', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Expirar sessão' }));
      await expect(args.onExpireSession).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Restaurar dados' }));
      await expect(args.onReset).toHaveBeenCalledTimes(1);
    });
    await expect(canvas.getByText('Nenhuma falha ativa.')).toBeVisible();
  },
};

export const WithActiveFaults: Story = {
  args: {
    defaultOpen: true,
    state: {
      maintenanceMode: true,
      suggestionMode: true,
      dailyDecoinLimitExceeded: false,
      faults: [
        { operationId: 'login', fault: { kind: 'status', status: 500 }, remaining: 1 },
        { operationId: '*', fault: { kind: 'latency', ms: 2000 } },
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const faults = canvas.getByRole('list', { name: 'Falhas ativas' });
    await expect(
      within(faults)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['login: Erro 500 (mais 1×)', 'Todas as operações: Atraso de 2 s']);
    await expect(canvas.getByRole('switch', { name: /Modo de manutenção/ })).toBeChecked();
    await expect(
      canvas.getByRole('button', { name: 'Demonstração 2 falhas ativas' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover todas as falhas' }));
    await expect(args.onClearFaults).toHaveBeenCalledTimes(1);
  },
};

export const EscapeReturnsFocus: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Demonstração' });
    await step('Open the panel and move into it', async () => {
      await userEvent.click(trigger);
      await userEvent.tab();
      await expect(trigger).not.toHaveFocus();
    });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Controles da demonstração' })).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** spec 2 §6: the demo classes' check-in links, each drawn as a QR code a phone can read. */
export const CheckInLinks: Story = {
  args: {
    defaultOpen: true,
    checkInLinks: [
      {
        label: 'SIPAT 2026 – Turma Manhã (20/11/2026)',
        href: 'http://127.0.0.1:4173/student/check-in/event?event=1&class=11&date=2026-11-20#token=turma-11-2026-11-20',
      },
      {
        label: 'Formação de Encarregados de Obra – Módulo 3 (20/11/2026)',
        href: 'http://127.0.0.1:4173/student/check-in/training?id=6#token=formacao-6-modulo-603',
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const links = args.checkInLinks ?? [];
    for (const link of links) {
      await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
      const code = canvas.getByRole('img', { name: `QR code: ${link.label}` });
      // Drawn once the encoder's chunk has loaded.
      await waitFor(() => expect(code).not.toHaveAttribute('aria-busy'));
      await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    }
  },
};
