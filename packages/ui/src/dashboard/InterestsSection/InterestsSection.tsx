import { routeHref, type DateInput } from '@decola/domain';
import { CourseCard, type CourseCardCourse } from '../../course/CourseCard';
import { READY, type AsyncState } from '../../lib/asyncState';
import { Carousel } from '../../primitives/Carousel';
import { Link, linkVariants } from '../../primitives/Link';
import { CardSkeletons } from '../../cards/CardSkeletons';
import { cn } from '../../lib/cn';
import { DashboardSection } from '../shared/DashboardSection';
import { SectionLoadState } from '../shared/SectionLoadState';

export const INTERESTS_SECTION_TEXT = {
  title: 'Seus interesses',
  loading: 'Carregando os treinamentos dos seus interesses…',
  error: 'Não foi possível carregar os treinamentos dos seus interesses.',
  seeAll: 'Ver todos',
} as const;

/** One interest with its trainings (the contract's `InterestTrainings`). */
export type InterestTrainings<C extends CourseCardCourse> = {
  interest: { id: number | string; title: string };
  courses: readonly C[];
};

export type InterestsSectionProps<C extends CourseCardCourse> = {
  /** Shown when the user's interests are not null (and some have trainings). */
  interests: readonly InterestTrainings<C>[] | null;
  /** Today, for each course card's 'Novo' flag. */
  today: DateInput;
  /** The list's load; interests already shown stay whatever it says. */
  state?: AsyncState;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
  className?: string;
};

/** An interest without trainings is left out, the section too when none has any. */
export function InterestsSection<C extends CourseCardCourse>({
  interests,
  today,
  state = READY,
  onIntroVideoClick,
  onCommentsClick,
  className,
}: InterestsSectionProps<C>) {
  const slot = 'interests-section';
  const withCourses = (interests ?? []).filter((entry) => entry.courses.length > 0);

  if (withCourses.length === 0) {
    return (
      <SectionLoadState
        title={INTERESTS_SECTION_TEXT.title}
        slot={slot}
        state={state}
        skeletons={<CardSkeletons kind="dashboard" label={INTERESTS_SECTION_TEXT.loading} />}
        errorText={INTERESTS_SECTION_TEXT.error}
        className={className}
      />
    );
  }

  return (
    <DashboardSection title={INTERESTS_SECTION_TEXT.title} slot={slot} className={className}>
      <div className="flex flex-col gap-8">
        {withCourses.map(({ interest, courses }) => (
          <Carousel
            key={interest.id}
            title={interest.title}
            headingLevel={3}
            headingClassName="text-lg font-semibold sm:text-xl"
            kind="dashboard"
            slot="interest-carousel"
            actions={
              <Link
                href={routeHref({
                  name: 'interest',
                  params: { interest_id: String(interest.id) },
                  query: { title: interest.title },
                })}
                className={cn(
                  'mr-2 rounded-control text-sm font-semibold',
                  linkVariants({ underline: 'hover', offset: 4 }),
                )}
              >
                {INTERESTS_SECTION_TEXT.seeAll}
                <span className="sr-only"> os treinamentos de {interest.title}</span>
              </Link>
            }
          >
            {courses.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                today={today}
                headingLevel={4}
                onIntroVideoClick={onIntroVideoClick}
                onCommentsClick={onCommentsClick}
              />
            ))}
          </Carousel>
        ))}
      </div>
    </DashboardSection>
  );
}
