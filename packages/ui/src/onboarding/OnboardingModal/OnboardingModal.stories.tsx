import { canSeeShop, templateConfig, type Template } from '@decola/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { Button } from '../../primitives/Button';
import { storyInterests, storyLearner, storyPhotoFile } from '../../storybook/fixtures/onboarding';
import { OnboardingModal, type OnboardingModalProps } from './OnboardingModal';

type StoryProps = Omit<OnboardingModalProps, 'template'> & { template?: Template };

/**
 * The dashboard under the onboarding route: the step lives in the URL, so this frame keeps it as
 * the app's router does; closing leaves the dashboard, and 'Refazer o onboarding' opens it again.
 */
function DashboardWithOnboarding({ template = 'default', ...props }: StoryProps) {
  const [step, setStep] = useState(props.step);
  const [open, setOpen] = useState(props.open);
  return (
    <div className="flex flex-col items-start gap-4 p-8">
      <h1 className="text-2xl font-bold text-ink">Meu dashboard</h1>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Refazer o onboarding
      </Button>
      <OnboardingModal
        {...props}
        template={template}
        step={step}
        open={open}
        onStepChange={(next) => {
          setStep(next);
          props.onStepChange(next);
        }}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </div>
  );
}

const templateOf = (args: StoryProps, context: Pick<StoryContext, 'globals'>): Template =>
  args.template ?? (context.globals.template as Template | undefined) ?? 'default';

const meta = {
  title: 'Onboarding/OnboardingModal',
  component: DashboardWithOnboarding,
  parameters: { layout: 'fullscreen' },
  render: (args, context) => (
    <DashboardWithOnboarding {...args} template={templateOf(args, context)} />
  ),
  args: {
    open: true,
    step: 1,
    user: storyLearner,
    interests: storyInterests,
    onStepChange: fn(),
    onFinish: fn(),
    onClose: fn(),
    onRetryInterests: fn(),
  },
  argTypes: {
    template: { control: 'inline-radio', options: ['default', 'portal', 'construction', 'circle'] },
    step: { control: { type: 'range', min: 1, max: 8 } },
  },
} satisfies Meta<StoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openedOnboarding() {
  const dialog = await screen.findByRole('dialog', { name: 'Primeiros passos' });
  return { dialog, modal: within(dialog) };
}

/** A step just shown fades in: wait until its heading is visible. */
async function expectStep(modal: ReturnType<typeof within>, heading: string) {
  const element = await modal.findByRole('heading', { level: 3, name: heading });
  await waitFor(() => expect(element).toBeVisible());
}

const stepPanel = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('[data-slot="onboarding-step"]')!;

export const Step1: Story = {
  tags: ['templates'],
  play: async ({ args, globals }) => {
    const { modal } = await openedOnboarding();
    const { platformName } = templateConfig(templateOf(args, { globals }));
    // spec 1 §2: the greeting uses the first name, and names the template's platform.
    await expectStep(modal, 'Olá, Ana!');
    await expect(
      modal.getByText(`Boas-vindas ao ${platformName}!`, { exact: false }),
    ).toBeVisible();
    await expect(modal.getByRole('img', { name: 'Passo 1 de 8' })).toBeVisible();
    // spec 1 §2: no previous button on step 1.
    await expect(modal.queryByRole('button', { name: 'Anterior' })).toBeNull();
    await expect(modal.getByRole('button', { name: 'Próximo' })).toBeVisible();

    const socialName = modal.getByRole('textbox', { name: 'Nome social' });
    await expect(socialName).toHaveValue('');
    await expect(socialName).toHaveAccessibleDescription(
      'Como você prefere ser chamado(a) na plataforma. Se deixar em branco, usaremos o seu primeiro nome.',
    );
    await expect(socialName).toHaveAttribute('maxLength', '80');
    // The greeting follows the social name as it is typed.
    await userEvent.type(socialName, 'Bia');
    await expectStep(modal, 'Olá, Bia!');
    await userEvent.clear(socialName);
    await expectStep(modal, 'Olá, Ana!');
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

export const Step1WithSocialName: Story = {
  args: { user: { ...storyLearner, socialName: 'Bia Carvalho' } },
  play: async ({ args }) => {
    const { modal } = await openedOnboarding();
    // The whole social name wins over the first name.
    await expectStep(modal, 'Olá, Bia Carvalho!');
    const socialName = modal.getByRole('textbox', { name: 'Nome social' });
    await expect(socialName).toHaveValue('Bia Carvalho');
    // Enter in the field goes on, as 'Próximo' does.
    await userEvent.type(socialName, '{Enter}');
    await expect(args.onStepChange).toHaveBeenCalledWith(2);
    await expectStep(modal, 'Conte um pouco sobre você');
    await userEvent.click(modal.getByRole('button', { name: 'Anterior' }));
    await expect(modal.getByRole('textbox', { name: 'Nome social' })).toHaveValue('Bia Carvalho');
  },
};

export const GreetingFallback: Story = {
  args: { user: { ...storyLearner, name: null, socialName: null } },
  play: async () => {
    const { modal } = await openedOnboarding();
    // spec 1 §2: without a name the greeting says 'Usuário'.
    await expectStep(modal, 'Olá, Usuário!');
  },
};

export const PortalTemplate: Story = {
  // The text follows the template prop; Step1 is shot in all four templates for the colours.
  args: { template: 'portal' },
  play: async () => {
    const { modal } = await openedOnboarding();
    await expect(modal.getByText(/^Boas-vindas ao Portal GTop!/)).toBeVisible();
    await expect(modal.queryByText(/Decola/)).toBeNull();
  },
};

export const Step2: Story = {
  args: { step: 2 },
  play: async ({ args }) => {
    const { modal } = await openedOnboarding();
    await expectStep(modal, 'Conte um pouco sobre você');
    await expect(modal.getByRole('img', { name: 'Passo 2 de 8' })).toBeVisible();
    const biography = modal.getByRole('textbox', { name: 'Biografia' });
    await expect(biography).toHaveAttribute('maxLength', '500');
    await expect(biography).toHaveAccessibleDescription(
      'Aparece no seu perfil, e você pode mudá-la quando quiser. 0 de 500 caracteres',
    );
    await userEvent.type(biography, 'Técnica de segurança do trabalho em Curitiba.');
    await expect(modal.getByText('45/500')).toBeVisible();
    await expect(biography).toHaveAccessibleDescription(/45 de 500 caracteres/);
    // Enter in the biography makes a new line; it does not leave the step.
    await userEvent.type(biography, '{Enter}Quero aprender BIM.');
    await expect(args.onStepChange).not.toHaveBeenCalled();
    await expect(biography).toHaveValue(
      'Técnica de segurança do trabalho em Curitiba.\nQuero aprender BIM.',
    );
    await expect(modal.getByRole('button', { name: 'Anterior' })).toBeVisible();
  },
};

export const Step3: Story = {
  args: { step: 3 },
  play: async ({ args }) => {
    const { modal } = await openedOnboarding();
    await expectStep(modal, 'Escolas e trilhas');
    await expect(
      modal.getByText(
        /Corporativa, Operações, Administração, Gestão e liderança, Mercado e Ferramentas/,
      ),
    ).toBeVisible();
    await expect(modal.getByRole('img', { name: 'Passo 3 de 8' })).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Próximo' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(modal.getByRole('button', { name: 'Anterior' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(3);
    await expectStep(modal, 'Escolas e trilhas');
  },
};

export const Step4: Story = {
  args: { step: 4 },
  play: async () => {
    const { modal } = await openedOnboarding();
    await expectStep(modal, 'Pílulas e eventos');
    await expect(modal.getByText(/“Fique por dentro”/)).toBeVisible();
    await expect(modal.getByText(/Em “Treinamentos” estão os eventos/)).toBeVisible();
    await expect(modal.getByRole('img', { name: 'Passo 4 de 8' })).toBeVisible();
  },
};

export const Step5: Story = {
  args: { step: 5 },
  tags: ['templates'],
  play: async ({ args, globals }) => {
    const { modal } = await openedOnboarding();
    const template = templateOf(args, { globals });
    // spec 1 §6: only a company member on a template with the shop hears about the shop.
    const heading = canSeeShop(args.user, template) ? 'Decoins e loja' : 'Decoins e conquistas';
    await expectStep(modal, heading);
    await expect(
      modal.getByText(`a moeda virtual do ${templateConfig(template).platformName}`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(modal.queryAllByText(/loja/).length > 0).toBe(heading === 'Decoins e loja');
  },
};

export const Step5WithoutCompany: Story = {
  args: { step: 5, template: 'default', user: { ...storyLearner, companies: [] } },
  play: async () => {
    const { modal } = await openedOnboarding();
    await expectStep(modal, 'Decoins e conquistas');
    await expect(modal.queryByText(/loja|extrato/)).toBeNull();
  },
};

export const Step6: Story = {
  args: { step: 6, user: { ...storyLearner, interests: [{ id: 2 }, { id: 11 }] } },
  play: async ({ canvasElement }) => {
    const { modal } = await openedOnboarding();
    await waitForImages(canvasElement.ownerDocument.body);
    await expectStep(modal, 'Do que você gosta de aprender?');
    const group = modal.getByRole('group', { name: 'Escolha até 5 interesses' });
    // The learner's interests start chosen.
    await expect(within(group).getByRole('checkbox', { name: 'Liderança' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'BIM e projetos' })).toBeChecked();
    await expect(modal.getByText('2 de 5 selecionados')).toBeVisible();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Inovação' }));
    await expect(modal.getByText('3 de 5 selecionados')).toBeVisible();
  },
};

export const Step6Loading: Story = {
  args: { step: 6, interests: [], interestsStatus: 'loading' },
  play: async () => {
    const { modal } = await openedOnboarding();
    await expect(modal.getByText('Carregando interesses…')).toBeInTheDocument();
    // The learner can still go on without interests.
    await expect(modal.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  },
};

export const Step7: Story = {
  args: { step: 7 },
  play: async ({ canvasElement, args }) => {
    const { modal } = await openedOnboarding();
    await expectStep(modal, 'Sua foto de perfil');
    await expect(modal.getByRole('img', { name: 'Sem foto de perfil' })).toHaveTextContent('AC');

    // The cropper opens over the onboarding; Escape closes only the cropper.
    await userEvent.click(modal.getByRole('button', { name: 'Escolher foto' }));
    const cropper = await screen.findByRole('dialog', { name: 'Foto de perfil' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cropper).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Primeiros passos' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(modal.getByRole('button', { name: 'Escolher foto' }));
    const again = within(await screen.findByRole('dialog', { name: 'Foto de perfil' }));
    const input = screen
      .getByRole('dialog', { name: 'Foto de perfil' })
      .querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, await storyPhotoFile('selfie.png'));
    await again.findByRole('application', { name: 'Área de recorte' });
    await userEvent.click(again.getByRole('button', { name: 'Salvar' }));
    const photo = await modal.findByRole('img', { name: 'Sua foto de perfil' });
    await expect(photo.getAttribute('src')).toMatch(/^data:image\/(webp|png);base64,/);
    await expect(modal.getByRole('button', { name: 'Trocar foto' })).toBeVisible();
    await waitForImages(canvasElement.ownerDocument.body);
  },
};

export const Step8: Story = {
  args: { step: 8 },
  play: async () => {
    const { modal } = await openedOnboarding();
    await expectStep(modal, 'Hora de decolar!');
    await expect(modal.getByText(/^Tudo pronto, Ana!/)).toBeVisible();
    await expect(modal.getByRole('img', { name: 'Passo 8 de 8' })).toBeVisible();
    await expect(modal.queryByRole('button', { name: 'Próximo' })).toBeNull();
    await expect(modal.getByRole('button', { name: 'Começar' })).toBeVisible();
  },
};

export const GoingBack: Story = {
  args: { step: 3 },
  play: async ({ args }) => {
    const { modal, dialog } = await openedOnboarding();
    await userEvent.click(modal.getByRole('button', { name: 'Anterior' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(2);
    const panel = stepPanel(dialog);
    await expect(panel).toHaveAttribute('data-step', '2');
    // spec 1 §2: going backwards plays the step animation in reverse (it enters from the left).
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

    // Back on step 1 the previous button leaves; focus stays in the modal, on 'Próximo'.
    await userEvent.click(modal.getByRole('button', { name: 'Anterior' }));
    await expect(modal.queryByRole('button', { name: 'Anterior' })).toBeNull();
    await expect(modal.getByRole('button', { name: 'Próximo' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(stepPanel(dialog)).toHaveAttribute('data-direction', 'forward');
    await expect(stepPanel(dialog)).toHaveAttribute('data-step', '2');
  },
};

export const Finish: Story = {
  args: { user: { ...storyLearner, image: null, interests: [{ id: 4 }] } },
  play: async ({ args }) => {
    const { modal } = await openedOnboarding();
    const next = () => userEvent.click(modal.getByRole('button', { name: 'Próximo' }));

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
    // The draft survives moving back and forth.
    await userEvent.click(modal.getByRole('button', { name: 'Anterior' }));
    await next();
    await expect(modal.getByRole('checkbox', { name: 'Sustentabilidade' })).toBeChecked();
    await next();
    await next();
    await expectStep(modal, 'Hora de decolar!');
    await expect(modal.getByText(/^Tudo pronto, Bia!/)).toBeInTheDocument();
    await expect(args.onFinish).not.toHaveBeenCalled();

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
  },
};

export const FinishFails: Story = {
  args: {
    step: 8,
    onFinish: fn(async () => {
      throw { code: 'INTERNAL_SERVER_ERROR', message: 'Não foi possível salvar o seu perfil.' };
    }),
  },
  play: async ({ args }) => {
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
  play: async ({ args }) => {
    const { modal } = await openedOnboarding();
    // spec 1 §4: page scrolling is disabled while the onboarding is open.
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(modal.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(document.documentElement.style.overflow).not.toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Refazer o onboarding' }));
    await screen.findByRole('dialog', { name: 'Primeiros passos' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    // Closing saves nothing.
    await expect(args.onFinish).not.toHaveBeenCalled();
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};
