import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ScoList } from './ScoList';

const meta = {
  title: 'Viewer/ScoList',
  component: ScoList,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[40rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    items: [
      { id: 'm1', title: 'Módulo 1: Importar os dados', state: 'completed' },
      { id: 'm2', title: 'Módulo 2: Modelar as medidas', state: 'started' },
      { id: 'm3', title: 'Módulo 3: Publicar o painel', state: 'notStarted' },
    ],
    currentId: 'm2',
    onSelect: fn(),
  },
} satisfies Meta<typeof ScoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each SCO's title and state, the one shown marked; Tab and Enter reach and open any of them. */
export const UnderWay: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('navigation', { name: 'Atividades deste conteúdo' });
    await expect(list).toHaveTextContent('1 de 3 concluídas');
    const current = canvas.getByRole('button', { name: 'Módulo 2: Modelar as medidas' });
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveAccessibleDescription('Em andamento · Em exibição');
    await expect(
      canvas.getByRole('button', { name: 'Módulo 1: Importar os dados' }),
    ).toHaveAccessibleDescription('Concluída');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Módulo 3: Publicar o painel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('m3');
  },
};

/** Every SCO completed: the content is. */
export const AllCompleted: Story = {
  args: {
    items: [
      { id: 'm1', title: 'Módulo 1: Importar os dados', state: 'completed' },
      { id: 'm2', title: 'Módulo 2: Modelar as medidas', state: 'completed' },
      { id: 'm3', title: 'Módulo 3: Publicar o painel', state: 'completed' },
    ],
    currentId: 'm3',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('3 de 3 concluídas');
    for (const button of canvas.getAllByRole('button'))
      await expect(button).toHaveAccessibleDescription(/^Concluída/);
  },
};
