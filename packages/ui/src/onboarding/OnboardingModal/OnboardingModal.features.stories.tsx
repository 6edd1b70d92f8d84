import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyLearner } from '../../storybook/fixtures/onboarding';
import {
  expectStep,
  onboardingStoryMeta,
  openedOnboarding,
  type OnboardingStoryProps,
} from '../../storybook/onboarding';

/** The onboarding as a sequence: going back, finishing with a draft, a failed save, closing. */
const meta = {
  title: 'Onboarding/OnboardingModal/Features',
  ...onboardingStoryMeta,
} satisfies Meta<OnboardingStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepPanel = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('[data-slot="onboarding-step"]')!;

export const GoingBack: Story = {
  args: { step: 3 },
  play: async ({ userEvent, step, args }) => {
    const { modal, dialog } = await openedOnboarding();
    await step(
      'Anterior plays the step animation in reverse, from the left (spec 1 §2)',
      async () => {
        await userEvent.click(modal.getByRole('button', { name: 'Anterior' }));
        await expect(args.onStepChange).toHaveBeenLastCalledWith(2);
        const panel = stepPanel(dialog);
        await expect(panel).toHaveAttribute('data-step', '2');
        await expect(panel).toHaveAttribute('data-direction', 'backward');
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        const animations = panel.getAnimations();
        if (reduced) {
          await expect(animations).toHaveLength(0);
        } else {
          const [from] = (animations[0]!.effect as KeyframeEffect).getKeyframes();
          await expect(from!.transform).toBe('translateX(-2.5rem)');
        }
        await expect(modal.getByRole('status')).toHaveTextContent(
          'Passo 2 de 8: Conte um pouco sobre você',
        );
      },
    );

    await step('Back on step 1: no Anterior, focus on Próximo', async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Anterior' }));
      await expect(modal.queryByRole('button', { name: 'Anterior' })).toBeNull();
      await expect(modal.getByRole('button', { name: 'Próximo' })).toHaveFocus();
    });

    await step('Enter goes forward again', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(stepPanel(dialog)).toHaveAttribute('data-direction', 'forward');
      await expect(stepPanel(dialog)).toHaveAttribute('data-step', '2');
    });
  },
};

export const Finish: Story = {
  args: { user: { ...storyLearner, image: null, interests: [{ id: 4 }] } },
  play: async ({ userEvent, step, args }) => {
    const { modal } = await openedOnboarding();
    const next = () => userEvent.click(modal.getByRole('button', { name: 'Próximo' }));

    await step('Fill the draft on the way to step 6', async () => {
      await userEvent.type(modal.getByRole('textbox', { name: 'Nome social' }), '  Bia ');
      await next();
      await userEvent.type(
        modal.getByRole('textbox', { name: 'Biografia' }),
        'Engenheira civil, apaixonada por obras sustentáveis. ',
      );
      await next();
      await next();
      await next();
      await next();
      await userEvent.click(modal.getByRole('checkbox', { name: 'Sustentabilidade' }));
      await userEvent.click(modal.getByRole('checkbox', { name: 'Liderança' }));
    });
    await step('The draft survives moving back and forth', async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Anterior' }));
      await next();
      await expect(modal.getByRole('checkbox', { name: 'Sustentabilidade' })).toBeChecked();
    });
    await step('On to the last step', async () => {
      await next();
      await next();
      await expectStep(modal, 'Hora de decolar!');
      await expect(modal.getByText(/^Tudo pronto, Bia!/)).toBeInTheDocument();
      await expect(args.onFinish).not.toHaveBeenCalled();
    });

    await step('Começar sends the trimmed draft', async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Começar' }));
      await expect(args.onFinish).toHaveBeenCalledTimes(1);
      await expect(args.onFinish).toHaveBeenCalledWith({
        socialName: 'Bia',
        biography: 'Engenheira civil, apaixonada por obras sustentáveis.',
        interestIds: [4, 10, 2],
        image: null,
      });
      await expect(args.onStepChange).not.toHaveBeenCalledWith(9);
      await expect(args.onClose).not.toHaveBeenCalled();
    });
  },
};

export const FinishFails: Story = {
  args: {
    step: 8,
    onFinish: fn(async () => {
      throw { code: 'INTERNAL_SERVER_ERROR', message: 'Não foi possível salvar o seu perfil.' };
    }),
  },
  play: async ({ userEvent, args }) => {
    const { modal } = await openedOnboarding();
    await userEvent.click(modal.getByRole('button', { name: 'Começar' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar o seu perfil.',
    );
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(modal.getByRole('button', { name: 'Começar' })).not.toHaveAttribute('aria-busy');
  },
};

export const CloseAndEscape: Story = {
  args: { step: 4 },
  play: async ({ userEvent, step, args }) => {
    const { modal } = await openedOnboarding();
    // spec 1 §4: page scrolling is disabled while the onboarding is open.
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await step('Fechar closes and frees the page', async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(document.documentElement.style.overflow).not.toBe('hidden');
    });

    await step('Escape closes it again', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Refazer o onboarding' }));
      await screen.findByRole('dialog', { name: 'Primeiros passos' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
    // Closing saves nothing.
    await expect(args.onFinish).not.toHaveBeenCalled();
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};
