import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { COURSE_PAGE_TEXT } from './coursePageText';

type EnrolDialogProps = {
  /** The content the learner tried to open; null when closed. */
  contentTitle: string | null;
  onClose: () => void;
  onEnroll: () => void;
  enrolling: boolean;
};

/** A learner not enrolled who opens a content is asked to enrol first. */
export function EnrolDialog({ contentTitle, onClose, onEnroll, enrolling }: EnrolDialogProps) {
  return (
    <Dialog
      open={contentTitle !== null}
      onClose={onClose}
      size="sm"
      title={COURSE_PAGE_TEXT.enrolToAccess}
      description={
        contentTitle === null ? undefined : COURSE_PAGE_TEXT.enrolToAccessText(contentTitle)
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button loading={enrolling} onClick={onEnroll}>
          {COURSE_PAGE_TEXT.enroll}
        </Button>
      </div>
    </Dialog>
  );
}
