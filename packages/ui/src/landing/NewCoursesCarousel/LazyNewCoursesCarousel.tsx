import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { loadChunk } from '../../lib/loadChunk';
import { useNearViewport } from '../../lib/useNearViewport';
import type { NewCourse, NewCoursesCarouselProps } from './NewCoursesCarousel';
import { NewCoursesSkeleton } from './NewCoursesSkeleton';

const loadCarousel = () => loadChunk(() => import('./NewCoursesCarousel'));

const Carousel = lazy(() =>
  loadCarousel().then((module) => ({
    default: module.NewCoursesCarousel as ComponentType<NewCoursesCarouselProps<NewCourse>>,
  })),
);

/**
 * The 'NOVIDADES' carousel as the landing pages use it: its code (Embla, the cards) is a chunk of
 * its own, fetched when the carousel comes near the screen, so the landing's first paint carries
 * only the skeleton, of the carousel's size. Nothing renders when there are no courses.
 */
export function LazyNewCoursesCarousel<T extends NewCourse>(props: NewCoursesCarouselProps<T>) {
  const { courses, status = 'ready', className } = props;
  const { ref, near } = useNearViewport<HTMLDivElement>();
  useEffect(() => {
    if (near) void loadCarousel();
  }, [near]);

  if (status !== 'loading' && courses.length === 0) return null;
  return (
    <div ref={ref}>
      {status === 'loading' ? (
        <NewCoursesSkeleton className={className} />
      ) : near ? (
        <Suspense fallback={<NewCoursesSkeleton className={className} pending="code" />}>
          <Carousel {...(props as unknown as NewCoursesCarouselProps<NewCourse>)} />
        </Suspense>
      ) : (
        <NewCoursesSkeleton className={className} pending="view" />
      )}
    </div>
  );
}
