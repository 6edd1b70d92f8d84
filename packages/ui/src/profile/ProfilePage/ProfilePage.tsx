import type { ReactNode } from 'react';
import { ProfileTabs, type ProfileTabsProps } from '../ProfileTabs';
import { PROFILE_TEXT } from '../shared/profileText';

export type ProfilePageProps = Omit<ProfileTabsProps, 'className'> & {
  /** The `ProfileHeader` (in its own error boundary in the app). */
  header: ReactNode;
};

/**
 * Route `profile/:option?`: the page's title, the learner's header, then the tabs with
 * the open tab's panel, whose sections are h2 under the page's h1.
 */
export function ProfilePage({ header, children, ...tabs }: ProfilePageProps) {
  return (
    <div
      data-slot="profile-page"
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-gutter py-section"
    >
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{PROFILE_TEXT.title}</h1>
      {header}
      <ProfileTabs {...tabs}>{children}</ProfileTabs>
    </div>
  );
}
