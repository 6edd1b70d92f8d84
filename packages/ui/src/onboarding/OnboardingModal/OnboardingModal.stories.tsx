import { canSeeShop, templateConfig } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { storyLearner, storyPhotoFile } from '../../storybook/fixtures/onboarding';
import {
  expectStep,
  onboardingStoryMeta,
  onboardingTemplateOf,
  openedOnboarding,
  type OnboardingStoryProps,
} from '../../storybook/onboarding';

/** The onboarding's eight steps; moving through them, finishing and closing are in the features file. */
const meta = {
  title: 'Onboarding/OnboardingModal',
  ...onboardingStoryMeta,
} satisfies Meta<OnboardingStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1: Story = {
  tags: ['templates'],
  play: async ({ userEvent, args, globals }) => {
    const { modal } = await openedOnboarding();
    const { platformName } = templateConfig(onboardingTemplateOf(args, { globals }));
    // spec 1 §2: the greeting uses the first name, and names the template's platform.
    await expectStep(modal, 'Olá, Ana!');
    // The learner's own text: isolated, so a right-to-left name keeps 'Olá,' and '!' in place.
    await expect(modal.getByText('Ana', { exact: true })).toHaveAttribute('dir', 'auto');
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
  play: async ({ userEvent, step, args }) => {
    const { modal } = await openedOnboarding();
    // The whole social name wins over the first name.
    await expectStep(modal, 'Olá, Bia Carvalho!');
    const socialName = modal.getByRole('textbox', { name: 'Nome social' });
    await expect(socialName).toHaveValue('Bia Carvalho');
    await step('Enter in the field goes on, as Próximo does', async () => {
      await userEvent.type(socialName, '{Enter}');
      await expect(args.onStepChange).toHaveBeenCalledWith(2);
      await expectStep(modal, 'Conte um pouco sobre você');
    });
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
  play: async ({ userEvent, args }) => {
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
  play: async ({ userEvent, args }) => {
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
    const template = onboardingTemplateOf(args, { globals });
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
  play: async ({ userEvent }) => {
    const { modal } = await openedOnboarding();
    await waitForImages(document.body);
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
  args: { step: 6, interests: [], interestsState: { status: 'loading' } },
  play: async () => {
    const { modal } = await openedOnboarding();
    await expect(modal.getByText('Carregando interesses…')).toBeInTheDocument();
    // The learner can still go on without interests.
    await expect(modal.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  },
};

export const Step7: Story = {
  args: { step: 7 },
  play: async ({ userEvent, step, args }) => {
    const { modal } = await openedOnboarding();
    await expectStep(modal, 'Sua foto de perfil');
    await expect(modal.getByRole('img', { name: 'Sem foto de perfil' })).toHaveTextContent('AC');

    await step('The cropper opens over the onboarding; Escape closes only it', async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Escolher foto' }));
      const cropper = await screen.findByRole('dialog', { name: 'Foto de perfil' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(cropper).not.toBeInTheDocument());
      await expect(screen.getByRole('dialog', { name: 'Primeiros passos' })).toBeVisible();
      await expect(args.onClose).not.toHaveBeenCalled();
    });

    await step('A cropped photo becomes the profile photo', async () => {
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
    });
    await waitForImages(document.body);
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
