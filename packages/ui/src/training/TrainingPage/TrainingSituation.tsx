import { useState, type ReactNode } from 'react';
import { Button, firstClickOnly } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { TRAINING_TEXT } from '../shared/trainingText';

export type TrainingSituationProps = {
  enrolled: boolean;
  /** Every meeting is past: neither enrolling nor leaving is offered any more. */
  finished?: boolean;
  /** An enrol or leave on its way: both buttons wait for it. */
  pending?: boolean;
  /** The learner's percentage (0–100) and how many calendar entries they checked in to. */
  percentage: number;
  attended: number;
  total: number;
  onEnroll: () => void;
  /** Called once the learner confirms. */
  onLeave: () => void;
  /** The certificate button, once the certificate is earned. */
  certificate?: ReactNode;
};

/** Graduation: the learner's percentage and attendance, enrol, leave and certificate. */
export function TrainingSituation({
  enrolled,
  finished = false,
  pending = false,
  percentage,
  attended,
  total,
  onEnroll,
  onLeave,
  certificate,
}: TrainingSituationProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div data-slot="training-situation" className="flex flex-col gap-3">
      {finished && <p className="font-semibold text-ink">{TRAINING_TEXT.finished}</p>}
      {(enrolled || !finished) && (
        <p className="text-ink">{enrolled ? TRAINING_TEXT.enrolled : TRAINING_TEXT.notEnrolled}</p>
      )}
      {enrolled && (
        <>
          <ProgressBar
            value={percentage}
            label={TRAINING_TEXT.percentage}
            valueText={`${Math.round(percentage)}%`}
            className="max-w-md"
          />
          <p className="text-sm text-ink-muted">{TRAINING_TEXT.attendedCount(attended, total)}</p>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3 empty:hidden">
        {!finished && enrolled && (
          <Button
            variant="secondary"
            loading={pending}
            onClick={firstClickOnly(() => setConfirming(true))}
          >
            {TRAINING_TEXT.leave}
          </Button>
        )}
        {!finished && !enrolled && (
          <Button loading={pending} onClick={onEnroll}>
            {TRAINING_TEXT.enroll}
          </Button>
        )}
        {certificate}
      </div>
      <ConfirmDialog
        open={confirming}
        title={TRAINING_TEXT.leaveTitle}
        message={TRAINING_TEXT.leaveMessage}
        confirmLabel={TRAINING_TEXT.leave}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onLeave();
        }}
      />
    </div>
  );
}
