import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CURITIBA, STATES } from '../../storybook/address';
import { storyInterests, storyPhotoFile } from '../../storybook/fixtures/onboarding';
import { storyProfileCompanies, storyProfileUser } from '../../storybook/fixtures/profile';
import { waitForImages } from '../../storybook/helpers';
import { ProfileEditor } from './ProfileEditor';

const meta = {
  title: 'Profile/ProfileEditor/Features',
  component: ProfileEditor,
  parameters: { layout: 'fullscreen' },
  args: {
    user: storyProfileUser,
    companies: storyProfileCompanies,
    states: STATES,
    interests: storyInterests,
    selectedInterestIds: [2, 4],
    onZipLookup: fn(async () => CURITIBA),
    onSave: fn(async () => undefined),
    onRedoOnboarding: fn(),
  },
} satisfies Meta<typeof ProfileEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAVE = { name: 'Salvar alterações' } as const;

/** spec 1 §4: a new zip fills the address; the state is sent as a number (spec 2 §5). */
export const AddressByZip: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const zip = canvas.getByRole('textbox', { name: 'CEP' });
    await userEvent.clear(zip);
    await userEvent.type(zip, '80420090');
    await expect(args.onZipLookup).toHaveBeenCalledWith('80420-090');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Rua' })).toHaveValue('Rua Comendador Araújo'),
    );
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Paraná');
    const number = canvas.getByRole('spinbutton', { name: 'Número' });
    await userEvent.clear(number);
    await userEvent.type(number, '77');
    await userEvent.click(canvas.getByRole('button', SAVE));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        address: {
          zipCode: '80420090',
          stateID: 16,
          federalUnit: 'PR',
          city: 'Curitiba',
          district: 'Centro',
          street: 'Rua Comendador Araújo',
          addressNumber: 77,
          complement: 'Conjunto 42',
        },
      }),
      [2, 4],
    );
  },
};

/** spec 1 §5: with five interests chosen the rest are disabled until one is unchecked. */
export const InterestsAtLimit: Story = {
  args: { selectedInterestIds: [1, 2, 3, 4] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Comunicação' }));
    await expect(canvas.getByText('5 de 5 selecionados')).toBeVisible();
    const sixth = canvas.getByRole('checkbox', { name: 'Finanças' });
    await expect(sixth).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Liderança' }));
    await expect(sixth).toBeEnabled();
    await userEvent.click(sixth);
    await userEvent.click(canvas.getByRole('button', SAVE));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(expect.anything(), [1, 3, 4, 5, 6]);
  },
};

// The file picker offers every file under "Todos os arquivos", so the accept list is no guard.
const bytes = (count: number, name: string, type: string) =>
  new File([new Uint8Array(count)], name, { type });

/** The cropper from the editor: Escape closes it, a refused file says why, a crop joins the save. */
export const PhotoCropper: Story = {
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    const change = canvas.getByRole('button', { name: 'Alterar foto' });
    const picker = userEvent.setup({ applyAccept: false });

    await step('Escape closes, focus back on the button', async () => {
      await userEvent.click(change);
      await screen.findByRole('dialog', { name: 'Foto de perfil' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(change).toHaveFocus());
    });

    await step('A 4 MB image is refused', async () => {
      await userEvent.click(change);
      const dialog = await screen.findByRole('dialog', { name: 'Foto de perfil' });
      const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
      await picker.upload(input, bytes(4 * 1024 * 1024, 'obra.jpg', 'image/jpeg'));
      await expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'A imagem selecionada é maior que 3MB. Por favor, selecione outra.',
      );
    });

    await step('A valid photo is cropped; the cropper hides after its save', async () => {
      const dialog = screen.getByRole('dialog', { name: 'Foto de perfil' });
      const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
      await picker.upload(input, await storyPhotoFile('Foto.JPEG.png'));
      await within(dialog).findByRole('application', { name: 'Área de recorte' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(
        canvas.getByText('Nova foto escolhida. Salve as alterações para usá-la.'),
      ).toBeVisible();
    });

    await step("'Salvar alterações' sends the square", async () => {
      await userEvent.click(canvas.getByRole('button', SAVE));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
      await expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          image: expect.stringMatching(/^data:image\/(webp|png);base64,/),
        }),
        [2, 4],
      );
      await waitFor(() =>
        expect(
          canvas.queryByText('Nova foto escolhida. Salve as alterações para usá-la.'),
        ).toBeNull(),
      );
      await waitForImages(canvasElement);
    });
  },
};

/** 'Refazer apresentação' hands over to the app (redo flag, onboarding step 1). */
export const RedoOnboarding: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const panel = canvas.getByRole('region', { name: 'Apresentação' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Refazer apresentação' }));
    await expect(args.onRedoOnboarding).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The interests could not load: the rest of the editor still works and offers a retry. */
export const InterestsFailed: Story = {
  args: { interests: [], interestsState: { status: 'error', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const panel = canvas.getByRole('region', { name: 'Interesses' });
    await expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os interesses.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.interestsState?.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toBeEnabled();
  },
};
