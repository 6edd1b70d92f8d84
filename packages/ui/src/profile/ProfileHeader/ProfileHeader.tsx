import type { ReactNode } from 'react';
import { PencilIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/Avatar';
import { buttonVariants } from '../../primitives/Button';
import { Count } from '../../primitives/Count';
import { Link } from '../../primitives/Link';
import { formatPercent } from '../../primitives/ProgressBar';
import { PROFILE_TEXT } from '../shared/profileText';

const TEXT = PROFILE_TEXT.header;

/** The fields of the contract's `User` the header shows. */
export type ProfileUser = {
  name: string;
  socialName?: string | null;
  /** The photo's address (a path, or a `data:`/`blob:` image); the initials show without it. */
  image?: string | null;
  companies?: ReadonlyArray<{ id: number; name?: string | null }> | null;
  completeCourses?: number | null;
  totalWatched?: number | null;
  percentageUser?: number | null;
};

export type ProfileHeaderProps = {
  user: ProfileUser;
  /** The learner's decoins; left out (null) where the template shows none. */
  decoins?: number | null;
  /** 'Editar perfil' leads here (route `edit`). */
  editHref: string;
  className?: string;
};

/** The social name first, as everywhere the learner is named. */
const shownName = (user: ProfileUser): string => user.socialName?.trim() || user.name;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-0.5 rounded-control bg-surface-muted px-4 py-3">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-xl font-bold text-primary-ink tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The profile's header — photo (or initials), name, companies, and the learner's numbers
 * (counts shorten on narrow screens).
 */
export function ProfileHeader({ user, decoins, editHref, className }: ProfileHeaderProps) {
  const name = shownName(user);
  const companies = (user.companies ?? [])
    .map((company) => company.name?.trim())
    .filter((company): company is string => Boolean(company));
  return (
    <section
      aria-label={name}
      data-slot="profile-header"
      className={cn(
        'flex flex-col gap-6 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Avatar name={name} image={user.image} size="2xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p dir="auto" className="text-2xl font-bold break-words text-ink">
            {name}
          </p>
          {companies.length > 0 && (
            <p className="text-ink-muted">
              <span className="sr-only">{TEXT.companies}: </span>
              {companies.join(' · ')}
            </p>
          )}
        </div>
        <Link href={editHref} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <PencilIcon size="sm" />
          {PROFILE_TEXT.editProfile}
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {decoins != null && (
          <Fact label={TEXT.decoins}>
            <Count value={decoins} />
          </Fact>
        )}
        <Fact label={TEXT.completeCourses}>
          <Count value={user.completeCourses ?? 0} />
        </Fact>
        <Fact label={TEXT.totalWatched}>
          <Count value={user.totalWatched ?? 0} />
        </Fact>
        <Fact label={TEXT.percentageUser}>{formatPercent(user.percentageUser ?? 0)}</Fact>
      </dl>
    </section>
  );
}
