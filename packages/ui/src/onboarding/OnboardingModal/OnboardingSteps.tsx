import { initialsOf, LIMITS } from '@decola/domain';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { AsyncState } from '../../lib/asyncState';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { ImageCropperModal } from '../../profile/ImageCropperModal';
import { InterestPicker, type Interest } from '../InterestPicker';
import {
  CameraIcon,
  CoinsIcon,
  GraduationCapIcon,
  HeartIcon,
  PencilIcon,
  PlayCardsIcon,
  RocketIcon,
  WavingHandIcon,
  type IconProps,
} from '../../icons';
import {
  biographyCopy,
  finalCopy,
  greetingCopy,
  interestsCopy,
  photoCopy,
  type NarrativeCopy,
} from './onboardingCopy';

type Illustration = ComponentType<IconProps>;

/** Icons of steps 1 to 8, in order. */
export const STEP_ICONS: readonly Illustration[] = [
  WavingHandIcon,
  PencilIcon,
  GraduationCapIcon,
  PlayCardsIcon,
  CoinsIcon,
  HeartIcon,
  CameraIcon,
  RocketIcon,
];

export function StepLayout({
  icon: Icon,
  heading,
  children,
}: {
  icon: Illustration;
  heading: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-ink">
        <Icon size="2xl" />
      </span>
      <h3 className="text-2xl font-bold text-ink">{heading}</h3>
      {children}
    </div>
  );
}

const Lead = ({ children }: { children: ReactNode }) => (
  <p className="text-base leading-relaxed text-ink-muted">{children}</p>
);

export function GreetingStep({
  name,
  platformName,
  socialName,
  onSocialNameChange,
}: {
  name: string;
  platformName: string;
  socialName: string;
  onSocialNameChange: (value: string) => void;
}) {
  return (
    <StepLayout
      icon={STEP_ICONS[0]!}
      heading={
        <>
          {greetingCopy.heading.before}
          <span dir="auto">{name}</span>
          {greetingCopy.heading.after}
        </>
      }
    >
      <Lead>{greetingCopy.lead(platformName)}</Lead>
      <TextField
        label={greetingCopy.fieldLabel}
        hint={greetingCopy.fieldHint}
        value={socialName}
        onChange={(event) => onSocialNameChange(event.target.value)}
        maxLength={LIMITS.socialNameMaxLength}
        autoComplete="nickname"
        containerClassName="max-w-sm"
      />
    </StepLayout>
  );
}

export function BiographyStep({
  biography,
  onBiographyChange,
}: {
  biography: string;
  onBiographyChange: (value: string) => void;
}) {
  return (
    <StepLayout icon={STEP_ICONS[1]!} heading={biographyCopy.heading}>
      <Lead>{biographyCopy.lead}</Lead>
      {/* Not in the spec: a counter, as the suggestion form has. */}
      <TextArea
        label={biographyCopy.fieldLabel}
        hint={biographyCopy.fieldHint}
        counter
        value={biography}
        onChange={(event) => onBiographyChange(event.target.value)}
        maxLength={LIMITS.biographyMaxLength}
        rows={5}
      />
    </StepLayout>
  );
}

export function NarrativeStep({ step, copy }: { step: number; copy: NarrativeCopy }) {
  return (
    <StepLayout icon={STEP_ICONS[step - 1]!} heading={copy.heading}>
      {copy.paragraphs.map((paragraph) => (
        <Lead key={paragraph}>{paragraph}</Lead>
      ))}
    </StepLayout>
  );
}

export function InterestsStep({
  interests,
  state,
  selected,
  onChange,
}: {
  interests: readonly Interest[];
  state?: AsyncState;
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}) {
  return (
    <StepLayout icon={STEP_ICONS[5]!} heading={interestsCopy.heading}>
      <Lead>{interestsCopy.lead}</Lead>
      <InterestPicker
        interests={interests}
        state={state}
        selected={selected}
        onChange={onChange}
        hideLabel
      />
    </StepLayout>
  );
}

export function PhotoStep({
  fullName,
  image,
  onImageChange,
}: {
  fullName: string;
  image: string | null;
  onImageChange: (image: string) => void;
}) {
  const [cropping, setCropping] = useState(false);
  return (
    <StepLayout icon={STEP_ICONS[6]!} heading={photoCopy.heading}>
      <Lead>{photoCopy.lead}</Lead>
      <div className="flex flex-wrap items-center gap-5">
        {image ? (
          <img
            src={image}
            alt={photoCopy.photoAlt}
            data-slot="onboarding-photo"
            className="size-28 rounded-full border-4 border-primary-soft object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={photoCopy.noPhoto}
            className="flex size-28 items-center justify-center rounded-full border-4 border-primary-soft bg-surface-muted text-3xl font-bold text-primary-ink"
          >
            {initialsOf(fullName)}
          </span>
        )}
        <Button variant="secondary" onClick={() => setCropping(true)}>
          {image ? photoCopy.change : photoCopy.choose}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">{photoCopy.skip}</p>
      <ImageCropperModal
        open={cropping}
        onClose={() => setCropping(false)}
        onSave={(cropped) => {
          onImageChange(cropped);
          setCropping(false);
        }}
      />
    </StepLayout>
  );
}

export function FinalStep({ name }: { name: string }) {
  return (
    <StepLayout icon={STEP_ICONS[7]!} heading={finalCopy.heading}>
      <Lead>{finalCopy.lead(name)}</Lead>
    </StepLayout>
  );
}
