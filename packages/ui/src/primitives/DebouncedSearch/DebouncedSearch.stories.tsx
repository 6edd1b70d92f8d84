import { LIMITS } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { DebouncedSearch, type DebouncedSearchProps } from './DebouncedSearch';

/** A list screen: the search lives in its URL, and 'Voltar' stands for the browser's back. */
function SearchedList({ value: initial, onSearch, ...props }: DebouncedSearchProps) {
  const [history, setHistory] = useState([initial]);
  const value = history.at(-1) ?? '';
  return (
    <div className="flex w-96 flex-col gap-4">
      <DebouncedSearch
        {...props}
        value={value}
        onSearch={(term) => {
          setHistory((current) => [...current, term]);
          onSearch(term);
        }}
      />
      <p className="text-sm text-ink">
        Pesquisa na URL: <output>{value || 'nenhuma'}</output>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={history.length < 2}
        onClick={() => setHistory((current) => current.slice(0, -1))}
      >
        Voltar
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/DebouncedSearch',
  component: SearchedList,
  args: {
    label: 'Pesquisar favoritos',
    value: '',
    maxLength: LIMITS.searchMaxLength,
    placeholder: 'Nome do treinamento',
    onSearch: fn(),
  },
} satisfies Meta<typeof SearchedList>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: LIMITS.debounceMs.search + 2000 };

/**
 * The calls stay at `calls` until the debounce, counted from `since` (the last key or Enter), has
 * passed with room to spare.
 */
async function expectNoSearchUntilDebounceEnds(onSearch: unknown, calls: number, since: number) {
  await waitFor(() => {
    expect(onSearch).toHaveBeenCalledTimes(calls);
    expect(performance.now() - since).toBeGreaterThan(LIMITS.debounceMs.search + 200);
  }, WAIT);
}

function expectSearchedOnce(onSearch: unknown, term: string) {
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith(term);
}

/** spec 2 §9: 500 ms after the last key, once, with the trimmed term. */
export const TypingThenWaiting: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar favoritos' });
    await expect(canvas.getByRole('search', { name: 'Pesquisar favoritos' })).toContainElement(box);
    await expect(box).toHaveAttribute('maxlength', String(LIMITS.searchMaxLength));
    await userEvent.type(box, ' segurança ');
    const typedAt = performance.now();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('segurança'), WAIT);
    await expect(performance.now() - typedAt).toBeGreaterThan(LIMITS.debounceMs.search - 150);
    await expect(canvas.getByRole('status')).toHaveTextContent('segurança');
    await expectNoSearchUntilDebounceEnds(args.onSearch, 1, typedAt);
  },
};

/** Enter searches at once; the wait then running does not search the same term again. */
export const Enter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar favoritos' });
    await userEvent.type(box, 'obra{Enter}');
    const enteredAt = performance.now();
    await expectSearchedOnce(args.onSearch, 'obra');
    await userEvent.keyboard('{Enter}');
    await expectNoSearchUntilDebounceEnds(args.onSearch, 1, enteredAt);
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** spec 2 §2: emptying the field searches '' — the list drops its search. */
export const EmptySearch: Story = {
  args: { value: 'obra' },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar favoritos' });
    await expect(box).toHaveValue('obra');
    await userEvent.clear(box);
    await waitFor(() => expectSearchedOnce(args.onSearch, ''), WAIT);
    await expect(canvas.getByRole('status')).toHaveTextContent('nenhuma');
  },
};

/** Back (or a link) changes the URL's search: the field shows it and searches nothing. */
export const ValueChangedFromOutside: Story = {
  args: { value: 'obra' },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar favoritos' });
    await userEvent.clear(box);
    await userEvent.type(box, 'resíduos{Enter}');
    await expectSearchedOnce(args.onSearch, 'resíduos');
    await expect(box).toHaveValue('resíduos');
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    const backAt = performance.now();
    await expect(box).toHaveValue('obra');
    await expect(canvas.getByRole('status')).toHaveTextContent('obra');
    await expectNoSearchUntilDebounceEnds(args.onSearch, 1, backAt);
  },
};

/** Keys typed after a search are kept when the URL takes that search in. */
export const TypingOnAfterASearch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar favoritos' });
    await userEvent.type(box, 'gestão{Enter} de obras');
    await expect(args.onSearch).toHaveBeenCalledWith('gestão');
    await expect(box).toHaveValue('gestão de obras');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('gestão de obras'), WAIT);
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};
