import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Count, useShortCount } from './Count';

const COUNTS = [
  { label: 'Comentários', value: 987 },
  { label: 'Alunos', value: 12_345 },
  { label: 'Visualizações', value: 1_534_876 },
];

/** A few counts as a course page shows them, one in a button's name, one as text (useShortCount). */
function CourseCounts() {
  const short = useShortCount();
  return (
    <div className="flex flex-col gap-4 text-ink">
      <dl className="grid grid-cols-3 gap-4">
        {COUNTS.map(({ label, value }) => (
          <div key={label} className="flex flex-col">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-xl font-bold">
              <Count value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="self-start text-sm text-primary-ink underline">
        Ver <Count value={12_345} /> alunos
      </button>
      <p className="text-sm text-ink-muted">{short(2_500)} pessoas concluíram</p>
    </div>
  );
}

const meta = {
  title: 'Primitives/Count',
  component: CourseCounts,
} satisfies Meta<typeof CourseCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above 700 px every count is whole, in pt-BR. */
export const Wide: Story = {
  play: async ({ canvas }) => {
    const values = [...canvas.getAllByRole('definition')];
    await expect(values.map((value) => value.textContent)).toEqual(['987', '12.345', '1.534.876']);
    await expect(canvas.getByRole('button', { name: 'Ver 12.345 alunos' })).toBeVisible();
    await expect(canvas.getByText('2.500 pessoas concluíram')).toBeVisible();
  },
};

/** spec 2 §9: at 700 px or less, k above 3 digits and m at 7; screen readers hear the whole number. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const values = [...canvas.getAllByRole('definition')];
    const shown = values.map(
      (value) => value.querySelector('[aria-hidden="true"]')?.textContent ?? value.textContent,
    );
    await expect(shown).toEqual(['987', '12,3k', '1,5m']);
    const button = canvas.getByRole('button', { name: 'Ver 12.345 alunos' });
    await expect(button).toHaveTextContent('Ver 12,3k12.345 alunos');
    await expect(canvas.getByText('2,5k pessoas concluíram')).toBeVisible();
  },
};
