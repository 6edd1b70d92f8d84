import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyUsers, storyUsersSecondPage } from './fixtures/colleagues';
import { waitForPhotos } from './helpers';
import { Button } from '../primitives/Button';
import {
  RecommendationPicker,
  type RecommendationPickerProps,
  type RecommendationUser,
} from '../shell/RecommendationPicker/RecommendationPicker';

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The picker with the app's part played here: a button opens it, the page and the search choose
 * which colleagues it receives (the stories' two pages).
 */
function PickerOnCoursePage(props: RecommendationPickerProps) {
  const [open, setOpen] = useState(props.open);
  const [page, setPage] = useState(props.page);
  const [search, setSearch] = useState('');
  const pageUsers: readonly RecommendationUser[] = page === 2 ? storyUsersSecondPage : props.users;
  const users = pageUsers.filter((user) =>
    plain(`${user.name} ${user.email}`).includes(plain(search)),
  );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Indicar para colegas
      </Button>
      <RecommendationPicker
        {...props}
        open={open}
        users={users}
        page={page}
        pages={search ? 1 : props.pages}
        onPageChange={(next) => {
          setPage(next);
          props.onPageChange(next);
        }}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
          props.onSearch(text);
        }}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

/** Everything of the meta but its title, shared by the states and the features files. */
export const recommendationPickerStoryMeta = {
  component: RecommendationPicker,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="p-8">
      <PickerOnCoursePage {...args} />
    </div>
  ),
  args: {
    open: true,
    courseTitle: 'Liderança Situacional na Prática',
    users: storyUsers,
    page: 1,
    pages: 2,
    wide: false,
    onPageChange: fn(),
    onSearch: fn(),
    onClose: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Omit<Meta<typeof RecommendationPicker>, 'title'>;

export const [carlos, fernanda, juliana] = storyUsers as [
  RecommendationUser,
  RecommendationUser,
  RecommendationUser,
];

/** Waits for the open picker, focus inside it and its photos drawn; answers it. */
export async function openPicker() {
  const dialog = await screen.findByRole('dialog', { name: 'Indicar treinamento' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  const picker = within(dialog);
  await waitForPhotos(dialog);
  return { dialog, picker };
}
