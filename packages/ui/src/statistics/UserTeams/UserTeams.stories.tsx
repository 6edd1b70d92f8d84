import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyTeamMembers, storyTeams } from '../../storybook/fixtures/statistics';
import { waitForPhotos } from '../../storybook/helpers';
import { UserTeams, type UserTeamsProps } from './UserTeams';

/** The app opens one team at a time; this keeps which, as it does. */
function TeamsWithOpenState(props: UserTeamsProps) {
  const [openTeamId, setOpenTeamId] = useState(props.openTeamId);
  return (
    <UserTeams
      {...props}
      openTeamId={openTeamId}
      onToggleTeam={(teamId) => {
        props.onToggleTeam(teamId);
        setOpenTeamId((open) => (open === teamId ? null : teamId));
      }}
    />
  );
}

const meta = {
  title: 'Statistics/UserTeams',
  component: UserTeams,
  // As wide as the page gives it, as on the statistics page.
  parameters: { layout: 'padded' },
  render: (args) => <TeamsWithOpenState {...args} />,
  args: {
    teams: storyTeams,
    state: { status: 'ready' },
    openTeamId: null,
    onToggleTeam: fn(),
    members: { members: storyTeamMembers, state: { status: 'ready' } },
  },
} satisfies Meta<typeof UserTeams>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each team with its manager and size; 'Ver membros' opens its members under it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Engenharia de Obras – São Paulo' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'Gestor: Carlos Eduardo Lima · 6 membros',
    );
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('1 membro');
    const open = canvas.getByRole('button', {
      name: 'Ver membros: Engenharia de Obras – São Paulo',
    });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(args.onToggleTeam).toHaveBeenCalledWith(1);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const members = canvas.getByRole('region', {
      name: 'Membros: Engenharia de Obras – São Paulo',
    });
    await expect(open).toHaveAttribute('aria-controls', members.id);
    await waitForPhotos(canvasElement);
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: /^Membros:/ })).toBeNull();
  },
};

/** An open team lists its members by social name, with their company. */
export const Open: Story = {
  args: { openTeamId: 1 },
  play: async ({ canvas, canvasElement }) => {
    await waitForPhotos(canvasElement);
    const members = canvas.getByRole('list', { name: 'Membros: Engenharia de Obras – São Paulo' });
    const items = within(members).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('BiaDecola Engenharia');
  },
};

export const MembersLoading: Story = {
  args: { openTeamId: 4, members: { members: [], state: { status: 'loading' } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Membros: Segurança do Trabalho – Regional Sul' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const MembersError: Story = {
  args: {
    openTeamId: 4,
    members: {
      members: [],
      state: { status: 'error', errorMessage: 'Time não encontrado.', onRetry: fn() },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os membros do time.');
    await expect(alert).toHaveTextContent('Time não encontrado.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.members.state.onRetry).toHaveBeenCalled();
  },
};

/** spec 2 §8: no team. */
export const Empty: Story = {
  args: { teams: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nada por aqui.');
  },
};

export const Error: Story = {
  args: {
    teams: [],
    state: { status: 'error', errorMessage: 'Ocorreu um erro inesperado.', onRetry: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus times.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalled();
  },
};
