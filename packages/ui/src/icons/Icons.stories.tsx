import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import * as iconSet from '.';
import { ICON_SIZES, type IconProps, type IconSize } from './Icon';

// Read from the index, so an icon added there shows up here, and in the play, on its own.
const icons = Object.entries(iconSet as Record<string, ComponentType<IconProps>>).sort(([a], [b]) =>
  a.localeCompare(b),
);
const sizes = Object.entries(ICON_SIZES) as Array<[IconSize, number]>;

function IconSet() {
  return (
    <table className="text-sm text-ink">
      <caption className="pb-4 text-left text-lg font-semibold">
        Ícones, em cada tamanho da escala
      </caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="px-3 py-2 text-left font-semibold">
            Ícone
          </th>
          {sizes.map(([step, px]) => (
            <th key={step} scope="col" className="px-3 py-2 text-center font-semibold">
              {step} <span className="block font-normal">{px} px</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {icons.map(([name, Glyph]) => (
          <tr key={name} className="border-b border-line">
            <th scope="row" className="px-3 py-1 text-left font-mono font-normal">
              {name}
            </th>
            {sizes.map(([step]) => (
              <td key={step} className="px-3 py-1">
                <Glyph size={step} className="mx-auto" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconSet,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconSet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of `packages/ui/src/icons`, by the name to import, in every step of the size scale. */
export const AllIcons: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(sizes.length + 1);
    for (const [step, px] of sizes) {
      await expect(canvas.getByRole('columnheader', { name: `${step} ${px} px` })).toBeVisible();
    }
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(icons.length);
    for (const [name] of icons) {
      const rowHeader = canvas.getByRole('rowheader', { name });
      await expect(rowHeader).toBeVisible();
      const glyphs = [...rowHeader.closest('tr')!.querySelectorAll('svg')];
      await expect(glyphs.map((glyph) => glyph.getAttribute('width'))).toEqual(
        sizes.map(([, px]) => String(px)),
      );
      for (const glyph of glyphs) {
        await expect(glyph).toBeVisible();
        // Decorative: the text beside an icon names it, so assistive tech skips the drawing.
        await expect(glyph).toHaveAttribute('aria-hidden', 'true');
        await expect(glyph).toHaveAttribute('focusable', 'false');
      }
    }
  },
};
