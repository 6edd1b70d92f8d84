import type { IntroductoryVideo } from '@decola/ui';

/** What every course card can do: open its intro video or its comments. */
export type CourseCardActions = {
  today: Date;
  onIntroVideoClick: (course: {
    title: string;
    introductoryContent?: IntroductoryVideo | null;
  }) => void;
  onCommentsClick: (course: { id: number | string }) => void;
};
