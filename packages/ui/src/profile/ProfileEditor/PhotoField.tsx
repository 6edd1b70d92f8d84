import { useState } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { ImageCropperModal } from '../ImageCropperModal';
import { PROFILE_EDITOR_TEXT as TEXT } from './profileEditorText';

export type PhotoFieldProps = {
  /** The photo shown: the saved one, or the square just cropped (a data URI). */
  image: string | null;
  /** Whether `image` is a new crop, not yet saved. */
  changed: boolean;
  name: string;
  onChange: (image: string) => void;
};

/**
 * The photo and 'Alterar foto', which opens the square cropper (hidden on Escape and
 * after save). The crop joins the form: 'Salvar alterações' sends it with the rest.
 */
export function PhotoField({ image, changed, name, onChange }: PhotoFieldProps) {
  const [cropping, setCropping] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-5">
      {/* The photo (or the initials) read as one picture. */}
      <span role="img" aria-label={TEXT.photoAlt} className="shrink-0">
        <Avatar image={image} name={name} size="xl" className="size-24" />
      </span>
      <div className="flex flex-col items-start gap-2">
        <Button variant="secondary" onClick={() => setCropping(true)}>
          {TEXT.changePhoto}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {changed ? TEXT.newPhoto : null}
        </p>
      </div>
      <ImageCropperModal
        open={cropping}
        onClose={() => setCropping(false)}
        onSave={(cropped) => {
          onChange(cropped);
          setCropping(false);
        }}
      />
    </div>
  );
}
