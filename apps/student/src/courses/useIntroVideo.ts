import type { IntroductoryVideo } from '@decola/ui';
import { useState } from 'react';

type IntroVideoTarget = { title: string; video: IntroductoryVideo | null | undefined };

/** One modal for the whole dashboard, opened by any card's play button. */
export function useIntroVideo() {
  const [target, setTarget] = useState<IntroVideoTarget | null>(null);
  return {
    target,
    open: (item: {
      title?: string;
      name?: string;
      introductoryContent?: IntroductoryVideo | null;
    }) =>
      setTarget({
        title: item.title ?? item.name ?? '',
        video: item.introductoryContent,
      }),
    close: () => setTarget(null),
  };
}
