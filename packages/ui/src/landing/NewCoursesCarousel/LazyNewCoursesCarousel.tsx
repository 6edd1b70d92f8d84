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
  const { courses, status = 'ready', className } = props;
  useEffect(() => {
    if (status === 'loading') void loadCarousel();
  }, [status]);

  if (status === 'loading') return <NewCoursesSkeleton className={className} />;
  if (courses.length === 0) return null;
  return (
    <Suspense fallback={<NewCoursesSkeleton className={className} codePending />}>
      <Carousel {...(props as unknown as NewCoursesCarouselProps<NewCourse>)} />
    </Suspense>
  );
}
