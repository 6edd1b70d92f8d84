import { canSeeDecoinsBalance, routeHref } from '@decola/domain';
import { ProfileHeader } from '@decola/ui';
import { template } from '../../common/template';
import type { SessionUser } from '../../session/sessionUser';

/** The learner as the session check last read them (the guard asks again on every screen). */
export function ProfileHeaderArea({ user }: { user: SessionUser }) {
  return (
    <ProfileHeader
      user={user}
      // Where the header shows a balance; here the wallet the server keeps, the bag not taken off.
      decoins={canSeeDecoinsBalance(user, template) ? (user.dcoins ?? 0) : null}
      editHref={routeHref({ name: 'edit' })}
    />
  );
}
