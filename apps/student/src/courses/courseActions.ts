import type { IntroductoryVideo } from '@decola/ui';

/** What every course card on the dashboard can do: open its intro video or its comments. */
export type DashboardCourseActions = {
  today: Date;
  onIntroVideoClick: (course: {
    title: string;
    introductoryContent?: IntroductoryVideo | null;
  }) => void;
  onCommentsClick: (course: { id: number | string }) => void;
};
