import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { NewCourse, NewCoursesCarouselProps } from './NewCoursesCarousel';
import { NewCoursesSkeleton } from './NewCoursesSkeleton';

const loadCarousel = () => import('./NewCoursesCarousel');

const Carousel = lazy(() =>
  loadCarousel().then((module) => ({
    default: module.NewCoursesCarousel as ComponentType<NewCoursesCarouselProps<NewCourse>>,
  })),
);

/**
 * The 'NOVIDADES' carousel as the landing pages use it: its code (Embla, the cards) is a chunk of
 * its own, fetched while the courses are, so the landing's first paint carries only the skeleton.
 * Nothing renders when there are no courses (spec 1 §1).
 */
export function LazyNewCoursesCarousel<T extends NewCourse>(props: NewCoursesCarouselProps<T>) {
  const { courses, loading = false, className } = props;
  useEffect(() => {
    if (loading) void loadCarousel();
  }, [loading]);

  if (!loading && courses.length === 0) return null;
  if (loading) return <NewCoursesSkeleton className={className} />;
  return (
    <Suspense fallback={<NewCoursesSkeleton className={className} codePending />}>
      <Carousel {...(props as unknown as NewCoursesCarouselProps<NewCourse>)} />
    </Suspense>
  );
}
