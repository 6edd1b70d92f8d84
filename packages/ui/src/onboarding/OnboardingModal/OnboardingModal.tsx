import {
  canSeeShop,
  cleanName,
  greetingName,
  LIMITS,
  nextOnboardingStep,
  parseOnboardingStep,
  previousOnboardingStep,
  templateConfig,
  type Template,
} from '@decola/domain';
import { useRef, useState, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { useSubmission } from '../../lib/useSubmission';
import type { AsyncState } from '../../lib/asyncState';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FormError } from '../../primitives/FormError';
import type { Interest } from '../InterestPicker';
import {
  biographyCopy,
  decoinsCopy,
  finalCopy,
  greetingCopy,
  interestsCopy,
  photoCopy,
  FINISH_LABEL,
  NEXT_LABEL,
  ONBOARDING_TITLE,
  pillsAndEventsCopy,
  PREVIOUS_LABEL,
  schoolsCopy,
  stepPosition,
  type NarrativeCopy,
} from './onboardingCopy';
import {
  BiographyStep,
  FinalStep,
  GreetingStep,
  InterestsStep,
  NarrativeStep,
  PhotoStep,
} from './OnboardingSteps';
import { useStepAnimation } from './useStepAnimation';

/** The user fields the onboarding reads (the session's `User`). */
export type OnboardingUser = {
  name?: string | null;
  socialName?: string | null;
  biography?: string | null;
  image?: string | null;
  interests?: ReadonlyArray<{ id: number }> | null;
  companies?: ReadonlyArray<{ id: number }> | null;
};

/** What the learner filled in, handed to `onFinish` (texts trimmed). */
export type OnboardingDraft = {
  socialName: string;
  biography: string;
  /** At most 5. */
  interestIds: number[];
  /** The new cropped photo as a data URI, or the user's current image when none was chosen. */
  image: string | null;
};

export type OnboardingModalProps = {
  open: boolean;
  /** The step of the route `dashboard/onboarding/:step`, 1 to 8; anything else shows step 1. */
  step: number;
  user: OnboardingUser;
  template: Template;
  /** The interests to pick from, on step 6. */
  interests: readonly Interest[];
  /** Their load; a failure offers its retry. */
  interestsState?: AsyncState;
  /** Previous (step − 1) and next (step + 1): the app changes the route. */
  onStepChange: (step: number) => void;
  /**
   * Next on step 8: the app ends the first login and saves the profile and interests.
   * While a returned promise runs the button shows its loading state; a rejection shows its message.
   */
  onFinish: (draft: OnboardingDraft) => Promise<unknown> | void;
  /** The close button and Escape: nothing is saved, the app only ends the first login. */
  onClose: () => void;
  /** Forces the finishing state, when the app tracks the call itself. */
  finishing?: boolean;
};

const initialDraft = (user: OnboardingUser): OnboardingDraft => ({
  socialName: user.socialName ?? '',
  biography: user.biography ?? '',
  interestIds: (user.interests ?? []).map((interest) => interest.id).slice(0, LIMITS.maxInterests),
  image: user.image ?? null,
});

/** The step comes from the route; it stays mounted, as it holds the draft. */
export function OnboardingModal({
  open,
  step: requestedStep,
  user,
  template,
  interests,
  interestsState,
  onStepChange,
  onFinish,
  onClose,
  finishing = false,
}: OnboardingModalProps) {
  const step = parseOnboardingStep(requestedStep) ?? 1;
  const total = LIMITS.onboardingSteps;
  const { platformName } = templateConfig(template);
  const [draft, setDraft] = useState(() => initialDraft(user));
  const update = (change: Partial<OnboardingDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const submission = useSubmission();

  const panel = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const direction = useStepAnimation(step, panel);

  const name = greetingName({ socialName: draft.socialName, name: user.name });
  const narratives: Record<number, NarrativeCopy> = {
    3: schoolsCopy(platformName),
    4: pillsAndEventsCopy,
    5: decoinsCopy(platformName, canSeeShop(user, template)),
  };

  const previous = previousOnboardingStep(step);
  const next = nextOnboardingStep(step);
  const busy = finishing || submission.pending;

  function goBack() {
    if (previous === null) return;
    // The previous button leaves with step 1: keep keyboard focus in the modal, on 'Próximo'.
    if (previousOnboardingStep(previous) === null) nextButton.current?.focus();
    onStepChange(previous);
  }

  function goOn(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (next !== null) {
      onStepChange(next);
      return;
    }
    void submission.run(() =>
      onFinish({
        ...draft,
        socialName: cleanName(draft.socialName),
        biography: draft.biography.trim(),
      }),
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={ONBOARDING_TITLE}
      size="lg"
      closeOnBackdropClick={false}
    >
      <form onSubmit={goOn} noValidate>
        <div
          key={step}
          ref={panel}
          data-slot="onboarding-step"
          data-step={step}
          data-direction={direction}
          className="pb-6 sm:min-h-[22rem]"
        >
          {step === 1 && (
            <GreetingStep
              name={name}
              platformName={platformName}
              socialName={draft.socialName}
              onSocialNameChange={(socialName) => update({ socialName })}
            />
          )}
          {step === 2 && (
            <BiographyStep
              biography={draft.biography}
              onBiographyChange={(biography) => update({ biography })}
            />
          )}
          {narratives[step] && <NarrativeStep step={step} copy={narratives[step]} />}
          {step === 6 && (
            <InterestsStep
              interests={interests}
              state={interestsState}
              selected={draft.interestIds}
              onChange={(interestIds) => update({ interestIds })}
            />
          )}
          {step === 7 && (
            <PhotoStep
              fullName={user.name?.trim() || name}
              image={draft.image}
              onImageChange={(image) => update({ image })}
            />
          )}
          {step === 8 && <FinalStep name={name} />}
        </div>

        <FormError message={submission.error} className="mb-4" />

        <div
          data-slot="onboarding-controls"
          className="sticky -bottom-5 -mx-6 -mb-5 flex flex-wrap items-center justify-between gap-4 border-t border-line bg-surface px-6 py-4"
        >
          <StepDots step={step} total={total} />
          {/* Announces where the learner is after a change; the dots say it to a reader too. */}
          <p role="status" className="sr-only">
            {`${stepPosition(step, total)}: ${stepName(step, narratives)}`}
          </p>
          <div className="ms-auto flex gap-2">
            {previous !== null && (
              <Button variant="secondary" onClick={goBack} disabled={busy}>
                {PREVIOUS_LABEL}
              </Button>
            )}
            <Button ref={nextButton} type="submit" loading={busy}>
              {next === null ? FINISH_LABEL : NEXT_LABEL}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

/** A step's short name for the announcement; step 1's stays put while the name is typed. */
function stepName(step: number, narratives: Record<number, NarrativeCopy>): string {
  const names: Record<number, string> = {
    1: greetingCopy.stepName,
    2: biographyCopy.heading,
    6: interestsCopy.heading,
    7: photoCopy.heading,
    8: finalCopy.heading,
  };
  return names[step] ?? narratives[step]?.heading ?? '';
}

function StepDots({ step, total }: { step: number; total: number }) {
  return (
    <div
      role="img"
      aria-label={stepPosition(step, total)}
      data-slot="onboarding-dots"
      className="flex items-center gap-1.5"
    >
      {Array.from({ length: total }, (_, index) => (
        <span
          key={index}
          data-current={index + 1 === step || undefined}
          className={cn(
            'h-2 rounded-pill transition-all',
            index + 1 === step ? 'w-6 bg-primary' : 'w-2',
            index + 1 < step ? 'bg-primary-ink/60' : index + 1 > step && 'bg-line',
          )}
        />
      ))}
    </div>
  );
}
