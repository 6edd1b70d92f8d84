import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { coverImage } from '../../storybook/fixtures/courses';
import { waitForPhotos } from '../../storybook/helpers';
import { EventHeader } from './EventHeader';

const meta = {
  title: 'Event/EventHeader',
  component: EventHeader,
  parameters: { layout: 'padded' },
  args: {
    event: {
      id: 2,
      name: 'Workshop BIM na prática: do modelo ao canteiro',
      banner: coverImage('#1e3a8a', '#93c5fd', 'BIM'),
      rating: 4.8,
      hasCertificate: true,
      location: 'Centro de Treinamento Decola, Curitiba - PR',
    },
    modality: 2,
    description: (
      <p>
        Um dia de oficinas com modelos reais de obras da Decola: compatibilização de projetos e
        planejamento 4D.
      </p>
    ),
  },
} satisfies Meta<typeof EventHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banner, name, the rating as a number, certificate, location, modality and description. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPhotos(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Workshop BIM na prática: do modelo ao canteiro',
      }),
    ).toBeVisible();
    const facts = Object.fromEntries(
      [...canvasElement.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    await expect(facts).toEqual({
      Avaliação: '4,8',
      'Destaques do evento': 'Com certificado',
      Local: 'Centro de Treinamento Decola, Curitiba - PR',
      'Modalidade:': 'Presencial',
    });
    await expect(canvas.getByText(/planejamento 4D/)).toBeVisible();
  },
};
