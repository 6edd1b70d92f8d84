import { trackProgressPercent } from '@decola/domain';
import { CircleProgress, type CircleProgressProps } from '../../primitives/CircleProgress';
import { finishedCaption, finishedValueText, trackProgressLabel } from './trackText';

export type TrackProgressProps = {
  track: { title: string; finishedCourses?: number | null; totalCourses?: number | null };
  size?: CircleProgressProps['size'];
};

/** A track's circle ('3/8 finalizados'), capped at 100 %. */
export function TrackProgress({ track, size = 'md' }: TrackProgressProps) {
  const finished = track.finishedCourses ?? 0;
  const total = track.totalCourses ?? 0;
  return (
    <CircleProgress
      size={size}
      value={trackProgressPercent(finished, total)}
      label={trackProgressLabel(track.title)}
      caption={finishedCaption(finished, total)}
      valueText={finishedValueText(finished, total)}
    />
  );
}
