import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { BackToTop } from '../BackToTop';
import { Catalogue } from '../Catalogue';
import CatalogueStories from '../Catalogue/Catalogue.stories';
import { ContinueLearningSection } from '../ContinueLearningSection';
import ContinueLearningStories from '../ContinueLearningSection/ContinueLearningSection.stories';
import { EventsSection } from '../EventsSection';
import EventsStories from '../EventsSection/EventsSection.stories';
import { FaqPanel } from '../FaqPanel';
import FaqPanelStories from '../FaqPanel/FaqPanel.stories';
import { InterestsSection } from '../InterestsSection';
import InterestsStories from '../InterestsSection/InterestsSection.stories';
import { MandatoryTracksSection } from '../MandatoryTracksSection';
import MandatoryTracksStories from '../MandatoryTracksSection/MandatoryTracksSection.stories';
import { DashboardPage } from './DashboardPage';

// Each section with the data of its own stories, so the page shows what they show.
const continueArgs = ContinueLearningStories.args;
const eventsArgs = EventsStories.args;
const mandatoryArgs = MandatoryTracksStories.args;
const interestsArgs = InterestsStories.args;
const catalogueArgs = CatalogueStories.args;
const onFaqOpen = fn();

const faq = <FaqPanel {...FaqPanelStories.args} onOpen={onFaqOpen} />;

const meta = {
  title: 'Dashboard/DashboardPage',
  component: DashboardPage,
  parameters: { layout: 'fullscreen' },
  args: { faq, backToTop: <BackToTop /> },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECTION_ORDER = [
  'Continue de onde você parou!',
  'Treinamentos',
  'Trilhas obrigatórias pendentes',
  'Seus interesses',
  'Catálogo de treinamentos',
];

/** spec 1 §2: the sections with data, in the spec's order, and the FAQ behind its info button. */
export const Full: Story = {
  args: {
    continueLearning: <ContinueLearningSection {...continueArgs} />,
    events: <EventsSection {...eventsArgs} />,
    mandatoryTracks: <MandatoryTracksSection {...mandatoryArgs} />,
    interests: <InterestsSection {...interestsArgs} />,
    catalogue: <Catalogue {...catalogueArgs} />,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Meu dashboard' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(SECTION_ORDER);
    await expect(
      canvas.queryByRole('heading', { name: 'Nenhum treinamento disponível' }),
    ).toBeNull();

    // 3. The info button opens the FAQ panel; Escape closes it and focus returns.
    const info = canvas.getByRole('button', { name: 'Perguntas frequentes' });
    await userEvent.click(info);
    await expect(await screen.findByRole('dialog', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(onFaqOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(info).toHaveFocus();
    info.blur();
  },
};

/** spec 1 §2: nothing to show — the empty fallback, with the FAQ still at hand. */
export const Empty: Story = {
  args: { empty: true, template: 'default' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Nenhum treinamento disponível' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'suporte@decola.dev' })).toHaveAttribute(
      'href',
      'mailto:suporte@decola.dev',
    );
    await expect(canvas.getByRole('button', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Catálogo de treinamentos' })).toBeNull();
  },
};

/** Every section's first load under way: headings, statuses and skeletons. */
export const Loading: Story = {
  args: {
    continueLearning: (
      <ContinueLearningSection {...continueArgs} courses={[]} state={{ status: 'loading' }} />
    ),
    events: <EventsSection {...eventsArgs} events={[]} state={{ status: 'loading' }} />,
    mandatoryTracks: (
      <MandatoryTracksSection {...mandatoryArgs} tracks={[]} state={{ status: 'loading' }} />
    ),
    interests: (
      <InterestsSection {...interestsArgs} interests={null} state={{ status: 'loading' }} />
    ),
    catalogue: (
      <Catalogue
        {...catalogueArgs}
        schools={[]}
        tracks={[]}
        courses={[]}
        state={{ status: 'loading' }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(SECTION_ORDER);
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Carregando seus cursos em andamento…',
      'Carregando os eventos e treinamentos…',
      'Carregando suas trilhas obrigatórias…',
      'Carregando os treinamentos dos seus interesses…',
      'Carregando os treinamentos…',
    ]);
    for (const name of SECTION_ORDER) {
      await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
  },
};
