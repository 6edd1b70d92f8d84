import { SUCCESS_MESSAGES } from '@decola/domain';
import { Button, RecommendationPicker, useToast } from '@decola/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { courseMutation, courseQuery } from '../api/courses';
import { profileQuery } from '../api/profile';
import { asyncStateOf } from '../api/asyncState';

const alreadyRecommended = (userIDs: readonly number[] | undefined) =>
  userIDs ? new Set(userIDs) : undefined;

type RecommendAreaProps = {
  courseId: number;
  /** Named in the picker's description. */
  courseTitle?: string;
  /** Several colleagues only if allow-multiple is on, which it is by default. */
  allowMultiple?: boolean;
};

/** Its own module, so the course screen can take it over. */
export function RecommendArea({ courseId, courseTitle, allowMultiple = true }: RecommendAreaProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const users = useQuery({
    ...profileQuery.list({ page, ...(search ? { search } : {}) }),
    // Colleagues are loaded only once the learner asks to recommend.
    enabled: open,
  });
  // Who already has it: the course page loads it too, so it is usually cached.
  const indicated = useQuery({ ...courseQuery.indicatedUsers(courseId), enabled: open });
  const indicate = useMutation(courseMutation.indicate());

  function close() {
    setOpen(false);
    // The picker opens again unsearched, at its first page, with nobody chosen.
    setPage(1);
    setSearch('');
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>Indicar treinamento</Button>
      <RecommendationPicker
        open={open}
        onClose={close}
        courseTitle={courseTitle}
        users={users.data?.users ?? []}
        page={users.data?.page ?? page}
        pages={users.data?.pages ?? 0}
        onPageChange={setPage}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        // A retry after a failure shows the loading state again, not the old failure.
        state={asyncStateOf(users)}
        allowMultiple={allowMultiple}
        alreadyRecommended={alreadyRecommended(indicated.data?.userIDs)}
        onSubmit={async (userIDs) => {
          await indicate.mutateAsync({ courseId, userIDs });
          toast.show('success', SUCCESS_MESSAGES.trainingRecommended);
        }}
      />
    </>
  );
}
