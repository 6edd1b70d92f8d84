import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { storyPhoto, storyPhotoFile } from '../../storybook/fixtures/onboarding';
import { Button } from '../../primitives/Button';
import { ImageCropperModal, type ImageCropperModalProps } from './ImageCropperModal';

/** The profile photo with its 'Alterar foto' button, as the profile editor and onboarding use it. */
function PhotoWithCropper(props: ImageCropperModalProps) {
  const [open, setOpen] = useState(props.open);
  const [photo, setPhoto] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-4 p-8">
      {photo ? (
        <img src={photo} alt="Sua foto de perfil" className="size-24 rounded-full" />
      ) : (
        <span className="flex size-24 items-center justify-center rounded-full bg-primary-soft text-2xl font-bold text-primary-ink">
          AC
        </span>
      )}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Alterar foto
      </Button>
      <ImageCropperModal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
        onSave={async (image) => {
          await props.onSave(image);
          setPhoto(image);
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Profile/ImageCropperModal',
  component: ImageCropperModal,
  parameters: { layout: 'fullscreen' },
  render: (args) => <PhotoWithCropper {...args} />,
  args: { open: true, onClose: fn(), onSave: fn() },
} satisfies Meta<typeof ImageCropperModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openedCropper() {
  const dialog = await screen.findByRole('dialog', { name: 'Foto de perfil' });
  const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { dialog, modal: within(dialog), fileInput };
}

// The file picker offers every file under "Todos os arquivos", so the accept list is no guard.
const picker = () => userEvent.setup({ applyAccept: false });

const bytes = (count: number, name: string, type: string) =>
  new File([new Uint8Array(count)], name, { type });

async function decodedSize(dataUri: string) {
  const image = new Image();
  image.src = dataUri;
  await image.decode();
  return { width: image.naturalWidth, height: image.naturalHeight };
}

export const Empty: Story = {
  play: async ({ canvas, userEvent, step, args }) => {
    const { dialog, modal, fileInput } = await openedCropper();
    await expect(dialog).toHaveAccessibleDescription(
      'Selecione uma imagem PNG, JPG, JPEG ou WEBP de até 3 MB e ajuste o recorte quadrado.',
    );
    await expect(modal.getByText('Nenhuma imagem selecionada.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(fileInput).toHaveAttribute('accept', '.png,.jpg,.jpeg,.webp');

    await step("'Selecionar' opens the system's file picker", async () => {
      const opened = fn();
      fileInput.addEventListener('click', (event) => {
        event.preventDefault();
        opened();
      });
      await userEvent.click(modal.getByRole('button', { name: 'Selecionar' }));
      await expect(opened).toHaveBeenCalledTimes(1);
    });

    await step('The picker is cancelled', async () => {
      // spec 1 §5: no file — nothing happens.
      await picker().upload(fileInput, []);
      await expect(modal.getByText('Nenhuma imagem selecionada.')).toBeVisible();
      await expect(modal.getByRole('alert')).toBeEmptyDOMElement();
    });

    await step("Escape closes, 'Alterar foto' opens again", async () => {
      // spec 2 §4: Escape closes the cropper, and focus goes back to what opened it.
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Alterar foto' }));
      await expect(await screen.findByRole('dialog', { name: 'Foto de perfil' })).toBeVisible();
    });
  },
};

export const WithImage: Story = {
  args: { initialImage: storyPhoto },
  play: async ({ userEvent, step }) => {
    const { modal } = await openedCropper();
    const area = await modal.findByRole('application', { name: 'Área de recorte' });
    await waitForImages(document.body);
    await expect(area).toHaveAccessibleDescription(
      'Arraste a imagem ou use as setas do teclado para enquadrar. Use + e − ou o controle de zoom para aproximar.',
    );
    const preview = area.querySelector<HTMLImageElement>('[data-slot="crop-preview"]')!;
    const zoom = modal.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveValue('1');
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    // A 640×480 photo at zoom 1: the square is the full height, centred, so 1/6 of each side is cut.
    await expect(parseFloat(preview.style.width)).toBeCloseTo((640 / 480) * 100, 2);
    const centredLeft = preview.style.left;

    await step('Keyboard: the arrows move the picture, + and − zoom', async () => {
      area.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(preview.style.left).not.toBe(centredLeft);
      await userEvent.keyboard('{ArrowLeft}');
      await expect(preview.style.left).toBe(centredLeft);
      await userEvent.keyboard('+');
      await expect(zoom).toHaveValue('1.25');
      await expect(zoom).toHaveAttribute('aria-valuetext', '125%');
      await userEvent.click(modal.getByRole('button', { name: 'Aumentar zoom' }));
      await expect(zoom).toHaveValue('1.5');
      area.focus();
      await userEvent.keyboard('-');
      await expect(zoom).toHaveValue('1.25');
      // Zooming out stops at the whole square; the button says so without losing focus.
      await userEvent.click(modal.getByRole('button', { name: 'Diminuir zoom' }));
      await expect(zoom).toHaveValue('1');
      const zoomOut = modal.getByRole('button', { name: 'Diminuir zoom' });
      await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
      await expect(zoomOut).toHaveFocus();
    });

    await step('Drag to pan', async () => {
      // The square never leaves the picture (at zoom 1 it cannot move vertically).
      const box = area.getBoundingClientRect();
      const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
      area.dispatchEvent(
        new PointerEvent('pointerdown', { ...at, pointerId: 1, button: 0, bubbles: true }),
      );
      area.dispatchEvent(
        new PointerEvent('pointermove', {
          clientX: at.clientX + 2000,
          clientY: at.clientY + 40,
          pointerId: 1,
          bubbles: true,
        }),
      );
      area.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1, bubbles: true }));
      await waitFor(() => expect(preview.style.left).toBe('0%'));
      await expect(preview.style.top).toBe('0%');
    });
  },
};

export const Saved: Story = {
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    const { modal, fileInput } = await openedCropper();
    await step('Pick a photo, zoom in, save', async () => {
      // spec 1 §5: the extension counts in any case.
      await picker().upload(fileInput, await storyPhotoFile('RETRATO.PNG'));
      await expect(
        await modal.findByRole('application', { name: 'Área de recorte' }),
      ).toBeVisible();
      await userEvent.click(modal.getByRole('button', { name: 'Aumentar zoom' }));
      await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    });

    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [saved] = (args.onSave as Mock<(image: string) => void>).mock.calls[0]!;
    await expect(saved).toMatch(/^data:image\/(webp|png);base64,/);
    // The saved photo is square: 400×400, whatever the picture's shape.
    await expect(await decodedSize(saved)).toEqual({ width: 400, height: 400 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const photo = canvas.getByRole('img', { name: 'Sua foto de perfil' });
    await expect(photo).toHaveAttribute('src', saved);
    await waitForImages(canvasElement);
  },
};

export const InvalidType: Story = {
  play: async ({ args }) => {
    const { modal, fileInput } = await openedCropper();
    await picker().upload(fileInput, bytes(52_000, 'curriculo.pdf', 'application/pdf'));
    const alert = modal.getByRole('alert');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Por favor, insira uma imagem PNG, JPG, JPEG ou WEBP']);
    await expect(modal.getByText('Nenhuma imagem selecionada.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  play: async ({ step }) => {
    const { modal, fileInput } = await openedCropper();
    const messages = () =>
      within(modal.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    await step('One byte over 3 MB', async () => {
      // spec 1 §5: 3 MB is 3145728 bytes; one byte more is refused.
      await picker().upload(fileInput, bytes(3_145_729, 'obra.jpg', 'image/jpeg'));
      await expect(messages()).toEqual([
        'A imagem selecionada é maior que 3MB. Por favor, selecione outra.',
      ]);
    });
    await step('Too large and of the wrong type', async () => {
      // spec 2 §5: several errors are collected and shown together.
      await picker().upload(fileInput, bytes(4_000_000, 'animacao.gif', 'image/gif'));
      await expect(messages()).toEqual([
        'Por favor, insira uma imagem PNG, JPG, JPEG ou WEBP',
        'A imagem selecionada é maior que 3MB. Por favor, selecione outra.',
      ]);
    });
    await step('A good photo clears the messages', async () => {
      await picker().upload(fileInput, await storyPhotoFile('foto-perfil.png'));
      await expect(
        await modal.findByRole('application', { name: 'Área de recorte' }),
      ).toBeVisible();
      await expect(modal.getByRole('alert')).toBeEmptyDOMElement();
    });
  },
};

export const Saving: Story = {
  args: { initialImage: storyPhoto, onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ userEvent, args }) => {
    const { modal } = await openedCropper();
    await modal.findByRole('application', { name: 'Área de recorte' });
    await waitForImages(document.body);
    const save = modal.getByRole('button', { name: 'Salvar' });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByRole('button', { name: 'Selecionar' })).toBeDisabled();
    // A second click while saving sends nothing more.
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/**
 * One height in every state (the dialog jumped between its error and image states):
 * empty, refusing two problems at once, then cropping a good photo.
 */
export const OneHeight: Story = {
  play: async ({ step }) => {
    const { dialog, modal, fileInput } = await openedCropper();
    // The panel (the dialog's role sits on the full-screen frame around it).
    const panel = dialog.querySelector<HTMLElement>('[data-slot="dialog"]')!;
    const height = () => panel.getBoundingClientRect().height;
    const empty = height();
    await step('Two problems at once', async () => {
      await picker().upload(fileInput, bytes(4_000_000, 'animacao.gif', 'image/gif'));
      await expect(within(modal.getByRole('alert')).getAllByRole('listitem')).toHaveLength(2);
      await expect(height()).toBeCloseTo(empty, 0);
    });
    await step('A good photo', async () => {
      await picker().upload(fileInput, await storyPhotoFile('foto-perfil.png'));
      await modal.findByRole('application', { name: 'Área de recorte' });
      await waitForImages(document.body);
      await expect(modal.getByRole('alert')).toBeEmptyDOMElement();
      await expect(height()).toBeCloseTo(empty, 0);
    });
  },
};
