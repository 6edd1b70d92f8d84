import type { Meta, StoryContext } from '@storybook/react-vite';
import { fn, screen, within, type UserEventObject } from 'storybook/test';
import { templateOf } from './helpers';
import { storyStudent } from './fixtures/learners';
import { NotificationsBellPlaceholder } from './frames';
import { AppHeader } from '../shell/AppHeader/AppHeader';

type Canvas = StoryContext['canvas'];

/** Everything of the meta but its title, shared by the states and the features files. */
export const appHeaderStoryMeta = {
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    template: 'default',
    user: storyStudent,
    currentRoute: 'dashboard',
    shopVisible: true,
    maintenance: false,
    suggestionMode: false,
    decoins: 1500,
    bagCount: 2,
    search: { visible: true, onSearch: fn() },
    notifications: <NotificationsBellPlaceholder />,
    onSuggestionClick: fn(),
    onLogoutClick: fn(),
  },
  argTypes: { template: { control: false }, notifications: { control: false } },
  // The toolbar's template, as the app takes it from the host.
  render: (args, { globals }) => <AppHeader {...args} template={templateOf(globals)} />,
} satisfies Omit<Meta<typeof AppHeader>, 'title'>;

export const navigationOf = (canvas: Canvas) =>
  within(canvas.getByRole('navigation', { name: 'Navegação principal' }));

export const linkNames = (root: Canvas) =>
  root.getAllByRole('link').map((link) => link.textContent);

export const FULL_MENU = [
  'Meu perfil',
  'Meus treinamentos',
  'Treinamentos recomendados',
  'Treinamentos favoritos',
  'Início',
  'Meu dashboard',
  'Extrato',
  'Histórico de pedidos',
  'Loja',
  'Sair',
];

/** Opens the user dropdown from the keyboard and answers its entries' names, in order. */
export async function openUserMenuByKeyboard(userEvent: UserEventObject, trigger: HTMLElement) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  return {
    menu,
    names: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}
