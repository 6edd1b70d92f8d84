import { isListPickerWide } from '@decola/domain';
import type { AsyncState } from '../../lib/asyncState';
import { useViewportWidth } from '../../lib/useViewportWidth';
import { useSubmission } from '../../lib/useSubmission';
import { Dialog } from '../../primitives/Dialog';
import { PickerBody } from './PickerBody';

/** One colleague of `GET /api/decola/list/users`. */
export type RecommendationUser = {
  id: number;
  name: string;
  socialName?: string | null;
  email?: string | null;
  image?: string | null;
  companyName?: string | null;
};

export type RecommendationPickerProps = {
  open: boolean;
  /** The close button, Escape and a sent recommendation. Ignored while sending. */
  onClose: () => void;
  /** The training recommended, named in the modal's description. */
  courseTitle?: string;
  /** The page of colleagues to show (30 a page). */
  users: readonly RecommendationUser[];
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The search text, 500 ms after the learner stops typing; the app reloads from page 1. */
  onSearch: (text: string) => void;
  /** The page of colleagues' load; a failure shows the app's message with a retry button. */
  state?: AsyncState;
  /** Several colleagues (checkboxes) or at most one (radios); on by default. */
  allowMultiple?: boolean;
  /** Colleagues this training was already recommended to: marked 'Já indicado'. */
  alreadyRecommended?: ReadonlySet<number>;
  /** Busy while the promise runs; a rejection keeps the choice; success closes via `onClose`. */
  onSubmit: (userIds: number[]) => Promise<unknown> | void;
  /** Forces the two-column layout on or off; otherwise it follows the screen (from 1000 px). */
  wide?: boolean;
};

/**
 * The modal that recommends a training to colleagues: a search, the filter 'Todos' / 'Selecionados', the paginated list and 'Indicar'.
 */
export function RecommendationPicker({ open, onClose, wide, ...props }: RecommendationPickerProps) {
  const width = useViewportWidth();
  const isWide = wide ?? isListPickerWide(width);
  const submission = useSubmission();
  const close = () => {
    if (submission.pending) return;
    submission.clearError();
    onClose();
  };
  const single = props.allowMultiple === false;
  return (
    <Dialog
      open={open}
      onClose={close}
      // Choosing colleagues page after page is work a stray click must not throw away.
      closeOnBackdropClick={false}
      size="lg"
      className={isWide ? 'max-w-4xl' : undefined}
      title="Indicar treinamento"
      description={
        `Escolha ${single ? 'o colega que vai' : 'os colegas que vão'} receber a indicação ` +
        (props.courseTitle ? `de “${props.courseTitle}”.` : 'deste treinamento.')
      }
    >
      {/* Unmounted while closed: each opening starts with nobody chosen. */}
      <PickerBody {...props} wide={isWide} onSent={onClose} submission={submission} />
    </Dialog>
  );
}
