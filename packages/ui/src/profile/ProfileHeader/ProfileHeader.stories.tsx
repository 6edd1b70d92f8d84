import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenPhoto, storyPhoto } from '../../storybook/fixtures/learners';
import { waitForPhotos } from '../../storybook/helpers';
import { ProfileHeader } from './ProfileHeader';

/** The number written under a label of the header. */
const factOf = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('dt')].find((term) => term.textContent === label)!
    .nextElementSibling as HTMLElement;

const meta = {
  title: 'Profile/ProfileHeader',
  component: ProfileHeader,
  parameters: { layout: 'padded' },
  args: {
    user: {
      name: 'Ana Beatriz Souza',
      socialName: 'Bia',
      image: storyPhoto,
      companies: [
        { id: 1, name: 'Decola Engenharia' },
        { id: 2, name: 'Decola Serviços Compartilhados' },
      ],
      completeCourses: 14,
      totalWatched: 1_284,
      percentageUser: 62.5,
    },
    decoins: 12_500,
    editHref: '/student/profile/edit',
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo, social name, companies and the learner's numbers, in pt-BR. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    await waitForPhotos(canvasElement);
    const header = canvas.getByRole('region', { name: 'Bia' });
    await expect(header).toHaveTextContent('Decola Engenharia · Decola Serviços Compartilhados');
    await expect(canvas.queryByText('Ana Beatriz Souza')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toHaveAttribute(
      'src',
      storyPhoto,
    );
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Decoins',
      'Cursos concluídos',
      'Conteúdos assistidos',
      'Progresso geral',
    ]);
    await expect(factOf(canvasElement, 'Decoins')).toHaveTextContent('12.500');
    await expect(factOf(canvasElement, 'Conteúdos assistidos')).toHaveTextContent('1.284');
    await expect(factOf(canvasElement, 'Progresso geral')).toHaveTextContent('63%');
    await expect(canvas.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute(
      'href',
      '/student/profile/edit',
    );
  },
};

/** No photo and no social name: the initials of the name; no company, no decoins to show. */
export const Initials: Story = {
  args: {
    user: { name: 'Carlos Eduardo Lima', image: null, companies: [] },
    decoins: null,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Carlos Eduardo Lima' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="avatar-initials"]')).toHaveTextContent(
      'CL',
    );
    // Numbers the server left out count as none yet.
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Cursos concluídos',
      'Conteúdos assistidos',
      'Progresso geral',
    ]);
    await expect(factOf(canvasElement, 'Cursos concluídos')).toHaveTextContent('0');
    await expect(factOf(canvasElement, 'Progresso geral')).toHaveTextContent('0%');
  },
};

/** A photo that cannot load gives way to the initials of the name shown. */
export const BrokenPhoto: Story = {
  args: { user: { ...meta.args.user, image: brokenPhoto } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('[data-slot="avatar-initials"]')).toHaveTextContent(
      'B',
    );
  },
};

/** spec 2 §9: at 700 px or less the counts shorten; a screen reader still hears the whole number. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await waitForPhotos(canvasElement);
    const decoins = factOf(canvasElement, 'Decoins');
    await expect(decoins.querySelector('[aria-hidden="true"]')).toHaveTextContent('12,5k');
    await expect(decoins.querySelector('.sr-only')).toHaveTextContent('12.500');
    const watched = factOf(canvasElement, 'Conteúdos assistidos');
    await expect(watched.querySelector('[aria-hidden="true"]')).toHaveTextContent('1,2k');
  },
};
