import type { Template } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PasswordField } from '../../primitives/PasswordField';
import { PasswordFeedback, type PasswordFeedbackProps } from './PasswordFeedback';
import { useStrengthCheck } from './useStrengthCheck';

type FeedbackStoryProps = Omit<PasswordFeedbackProps, 'template'> & { template?: Template };

const meta = {
  title: 'Access/PasswordFeedback',
  // On a surface, as in the register modal: the verdicts' colours are chosen against it.
  decorators: [
    (Story) => (
      <div className="w-[32rem] rounded-card bg-surface p-6">
        <Story />
      </div>
    ),
  ],
  // Without a `template` arg the rules follow the Template toolbar, as the app follows the host.
  render: (args, { globals }) => (
    <PasswordFeedback
      {...args}
      template={args.template ?? (globals.template as Template | undefined) ?? 'default'}
    />
  ),
  args: { password: '' },
} satisfies Meta<FeedbackStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const rules = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Requisitos da senha' }));

const ruleState = (canvas: ReturnType<typeof within>, label: string) =>
  rules(canvas).getByText(label).closest('li')?.getAttribute('data-met');

/** Nothing counts as met before anything is typed, 'Sem espaços' included. */
export const Empty: Story = {
  tags: ['templates'],
  play: async ({ canvas }) => {
    for (const item of rules(canvas).getAllByRole('listitem')) {
      await expect(item).toHaveAttribute('data-met', 'false');
      await expect(item).toHaveTextContent(/: pendente$/);
    }
    await expect(canvas.queryByText(/Força da senha/)).toBeNull();
  },
};

export const SomeRulesMet: Story = {
  args: { template: 'default', password: 'Decola20' },
  play: async ({ canvas }) => {
    await expect(ruleState(canvas, 'Ao menos 8 caracteres')).toBe('true');
    await expect(ruleState(canvas, 'Uma letra minúscula')).toBe('true');
    await expect(ruleState(canvas, 'Uma letra maiúscula')).toBe('true');
    await expect(ruleState(canvas, 'Um número')).toBe('true');
    await expect(ruleState(canvas, 'Um caractere especial (!@#$%^&*)')).toBe('false');
    await expect(ruleState(canvas, 'Sem espaços')).toBe('true');
    await expect(rules(canvas).getByText('Um número').closest('li')).toHaveTextContent(
      /: atendido$/,
    );
  },
};

/** spec 1 §5: in the circle variant, uppercase and special characters are not required. */
export const CircleRules: Story = {
  args: { template: 'circle', password: 'decola2026' },
  play: async ({ canvas }) => {
    await expect(rules(canvas).getAllByRole('listitem')).toHaveLength(4);
    await expect(rules(canvas).queryByText('Uma letra maiúscula')).toBeNull();
    for (const item of rules(canvas).getAllByRole('listitem')) {
      await expect(item).toHaveAttribute('data-met', 'true');
    }
  },
};

function strengthStory(entropy: number, label: string, level: string): Story {
  return {
    args: { template: 'default', password: 'Decola@2026', strength: { entropy, minEntropy: 50 } },
    play: async ({ canvas }) => {
      const verdict = canvas.getByText(label);
      await expect(verdict).toBeVisible();
      await expect(verdict).toHaveAttribute('data-level', level);
      // Read when it arrives.
      await expect(verdict.closest('p')).toHaveAttribute('aria-live', 'polite');
    },
  };
}

export const StrengthWeak = strengthStory(38, 'senha fraca', 'weak');
export const StrengthGood = strengthStory(62, 'senha boa', 'good');
export const StrengthStrong = strengthStory(96, 'senha forte', 'strong');

/** The app may still hold the answer for an earlier password: it shows only while every rule holds. */
export const StrengthHiddenWhileRuleBroken: Story = {
  args: {
    template: 'default',
    password: 'Decola@ 2026',
    strength: { entropy: 96, minEntropy: 50 },
  },
  play: async ({ canvas }) => {
    await expect(ruleState(canvas, 'Sem espaços')).toBe('false');
    await expect(canvas.queryByText(/Força da senha/)).toBeNull();
    await expect(canvas.queryByText('senha forte')).toBeNull();
  },
};

/** A password field with its feedback, asking for the strength as the register modal does. */
function PasswordWithFeedback({
  onStrengthCheck,
  strength,
}: Pick<PasswordFeedbackProps, 'strength'> & { onStrengthCheck: (password: string) => void }) {
  const [password, setPassword] = useState('');
  useStrengthCheck(password, 'default', onStrengthCheck);
  return (
    <div className="flex flex-col gap-2">
      <PasswordField
        label="Senha"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordFeedback password={password} template="default" strength={strength} />
    </div>
  );
}

/** spec 1 §5: asked 200 ms after typing stops, only for a password that meets every rule. */
export const AsksForStrength: StoryObj<typeof PasswordWithFeedback> = {
  args: { onStrengthCheck: fn(), strength: { entropy: 62, minEntropy: 50 } },
  render: (args) => <PasswordWithFeedback {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const password = canvas.getByLabelText('Senha');
    const feedback = canvas.getByRole('list', { name: 'Requisitos da senha' }).parentElement;
    const heightWithoutVerdict = feedback?.getBoundingClientRect().height;
    await userEvent.type(password, 'Decola@2026');
    await waitFor(() => expect(args.onStrengthCheck).toHaveBeenCalledWith('Decola@2026'));
    await expect(args.onStrengthCheck).not.toHaveBeenCalledWith('Decola@202');
    await expect(canvas.getByText('senha boa')).toBeVisible();
    // The verdict fills a line kept for it: what sits below (the terms checkbox) does not move.
    await expect(feedback?.getBoundingClientRect().height).toBe(heightWithoutVerdict);
    // A space breaks 'Sem espaços': the verdict goes and the app is told to clear it.
    await userEvent.type(password, ' x');
    await expect(canvas.queryByText('senha boa')).toBeNull();
    await expect(args.onStrengthCheck).toHaveBeenLastCalledWith('');
  },
};
