import { IMAGE_ACCEPT, validateImageFile } from '@decola/domain';
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
import { ImageIcon } from '../../icons';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { CROP_INSTRUCTIONS, CropArea, type CropSource } from './CropArea';
import { cn } from '../../lib/cn';
import { centredCrop, type Crop } from './cropGeometry';
import { renderCroppedImage } from './renderCroppedImage';

export type ImageCropperModalProps = {
  open: boolean;
  /** Escape and the close button (hidden on Escape). */
  onClose: () => void;
  /**
   * Receives the cropped square as a data URI (400×400 WebP, PNG where WebP cannot be encoded).
   * While a returned promise runs 'Salvar' shows its loading state; a rejection shows its message.
   * The caller closes the modal once the photo is saved (hidden after save).
   */
  onSave: (image: string) => Promise<unknown> | void;
  title?: string;
  /** A picture to start from (a data URI or a same-origin address, so the canvas may read it). */
  initialImage?: string | null;
  /** Forces the saving state, when the app tracks the call itself. */
  saving?: boolean;
};

export const CROPPER_TITLE = 'Foto de perfil';
export const CROPPER_DESCRIPTION =
  'Selecione uma imagem PNG, JPG, JPEG ou WEBP de até 3 MB e ajuste o recorte quadrado.';
export const CROP_FAILED = 'Não foi possível recortar esta imagem. Por favor, selecione outra.';

/**
 * The image cropper modal: 'Selecionar' picks a file, checked by domain
 * `validateImageFile` (type and size messages collected together; no file: nothing happens), the
 * picture is cut square (1:1) by dragging, the keyboard or zooming, and 'Salvar' hands the square
 * over. Escape closes it.
 */
export function ImageCropperModal({
  open,
  onClose,
  title = CROPPER_TITLE,
  ...props
}: ImageCropperModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={CROPPER_DESCRIPTION}
      size="md"
      closeOnBackdropClick={false}
    >
      {/* Inside the dialog, so each opening starts afresh. */}
      <Cropper {...props} />
    </Dialog>
  );
}

type CropperProps = Omit<ImageCropperModalProps, 'open' | 'onClose' | 'title'>;

function Cropper({ onSave, initialImage, saving = false }: CropperProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const [source, setSource] = useState<CropSource | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const submission = useSubmission();

  const load = (url: string, ownedUrl: boolean) => {
    const image = new Image();
    image.onload = () => {
      imageRef.current = image;
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      setSource({ ...size, url });
      setCrop(centredCrop(size));
      setProblems([]);
    };
    image.onerror = () => {
      if (ownedUrl) URL.revokeObjectURL(url);
      setProblems([CROP_FAILED]);
    };
    image.src = url;
  };

  // Only the picture the modal opened with; later choices come from the file input.
  const loadInitialImage = useEffectEvent(() => {
    if (initialImage) load(initialImage, false);
  });
  useEffect(() => loadInitialImage(), []);

  // The object URL of a chosen file lives until it is replaced or the modal closes.
  useEffect(
    () => () => {
      if (source?.url.startsWith('blob:')) URL.revokeObjectURL(source.url);
    },
    [source],
  );

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change too.
    event.target.value = '';
    if (!file) return; // No file, nothing happens.
    const found = validateImageFile(file);
    if (found.length > 0) {
      setProblems(found.map((problem) => problem.message));
      return;
    }
    load(URL.createObjectURL(file), true);
  }

  function save() {
    const image = imageRef.current;
    if (!image || !source || !crop) return;
    let cropped: string;
    try {
      cropped = renderCroppedImage(image, source, crop);
    } catch {
      setProblems([CROP_FAILED]);
      return;
    }
    void submission.run(() => onSave(cropped));
  }

  const messages = submission.error ? [...problems, submission.error] : problems;
  const busy = saving || submission.pending;

  const cropping = Boolean(source && crop);

  return (
    <div className="flex flex-col gap-5">
      {/* One height for every state: without a picture the place of the crop's instructions and
          zoom is kept, and the errors show there, so the dialog does not jump when a picture
          arrives or a choice is refused. */}
      <div data-slot="cropper-stage" className="relative">
        {source && crop ? (
          <CropArea source={source} crop={crop} onCropChange={setCrop} />
        ) : (
          <div className="flex flex-col items-center gap-3">
            <div
              data-slot="crop-empty"
              className="flex aspect-square w-full max-w-72 flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed border-line bg-surface-muted p-6 text-center text-sm text-ink-muted"
            >
              <ImageIcon size="4xl" className="text-ink-muted" />
              Nenhuma imagem selecionada.
            </div>
            <div aria-hidden="true" className="invisible flex w-full flex-col items-center gap-3">
              <p className="max-w-72 text-center text-xs">{CROP_INSTRUCTIONS}</p>
              <div className="h-8" />
            </div>
          </div>
        )}

        {/* Several errors are collected and shown together. */}
        <div
          role="alert"
          data-slot="cropper-errors"
          className={cn(cropping ? messages.length > 0 && 'mt-5' : 'absolute inset-x-0 bottom-0')}
        >
          {messages.length > 0 && (
            <ul className="flex flex-col gap-1 rounded-control border border-danger bg-danger-soft px-3 py-2 text-sm text-ink">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={onFileChange}
        hidden
        data-slot="cropper-file-input"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={busy}>
          Selecionar
        </Button>
        <Button onClick={save} disabled={!source} loading={busy}>
          Salvar
        </Button>
      </div>
    </div>
  );
}
