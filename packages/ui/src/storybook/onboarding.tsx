import type { Template } from '@decola/domain';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyInterests, storyLearner } from './fixtures/onboarding';
import { templateOf } from './helpers';
import { Button } from '../primitives/Button';
import {
  OnboardingModal,
  type OnboardingModalProps,
} from '../onboarding/OnboardingModal/OnboardingModal';

export type OnboardingStoryProps = Omit<OnboardingModalProps, 'template'> & {
  template?: Template;
};

/**
 * The dashboard under the onboarding route: the step lives in the URL, so this frame keeps it as
 * the app's router does; closing leaves the dashboard, and 'Refazer o onboarding' opens it again.
 */
function DashboardWithOnboarding({ template = 'default', ...props }: OnboardingStoryProps) {
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

/** Without a `template` arg the modal follows the Template toolbar, as the app follows the host. */
export const onboardingTemplateOf = (
  args: OnboardingStoryProps,
  context: Pick<StoryContext, 'globals'>,
): Template => args.template ?? templateOf(context.globals);

/** Everything of the meta but its title, shared by the states and the features files. */
export const onboardingStoryMeta = {
  component: DashboardWithOnboarding,
  parameters: { layout: 'fullscreen' },
  render: (args, context) => (
    <DashboardWithOnboarding {...args} template={onboardingTemplateOf(args, context)} />
  ),
  args: {
    open: true,
    step: 1,
    user: storyLearner,
    interests: storyInterests,
    onStepChange: fn(),
    onFinish: fn(),
    onClose: fn(),
  },
  argTypes: {
    template: { control: 'inline-radio', options: ['default', 'portal', 'construction', 'circle'] },
    step: { control: { type: 'range', min: 1, max: 8 } },
  },
} satisfies Omit<Meta<OnboardingStoryProps>, 'title'>;

/** The modal renders in a portal, outside the canvas. */
export async function openedOnboarding() {
  const dialog = await screen.findByRole('dialog', { name: 'Primeiros passos' });
  return { dialog, modal: within(dialog) };
}

/** A step just shown fades in: wait until its heading is visible. */
export async function expectStep(modal: ReturnType<typeof within>, heading: string) {
  const element = await modal.findByRole('heading', { level: 3, name: heading });
  await waitFor(() => expect(element).toBeVisible());
}
