import { CourseContents } from '@decola/ui';
import { asyncStateOf } from '../../api/asyncState';
import type { useCourseContents } from './useCourseContents';

type ContentsAreaProps = {
  courseId: number;
  contents: ReturnType<typeof useCourseContents>['contents'];
  enrolled: boolean;
  blocked: boolean;
  onEnroll: () => Promise<unknown>;
  enrolling: boolean;
};

export function ContentsArea({ contents, ...props }: ContentsAreaProps) {
  return (
    <CourseContents {...props} contents={contents.data ?? []} state={asyncStateOf(contents)} />
  );
}
