import { useQuery } from '@tanstack/react-query';
import { configurationQuery } from '../../api/configuration';
import { newestCourses } from '../../api/newestCourses';
import { statusOf } from '../../api/status';

/** The landing's two public loads: the 'NOVIDADES' courses and the FAQ. */
export function useLandingData() {
  const newest = useQuery(newestCourses());
  const faqQuery = useQuery(configurationQuery.faq('landing'));

  return {
    // A failed 'NOVIDADES' load only hides the carousel: it is shown only when there are courses.
    newCourses: newest.data ?? [],
    newCoursesStatus: statusOf(newest),
    // A failed FAQ says 'Ocorreu um erro ao carregar as informações.' (the section's text).
    faq: faqQuery.data ?? [],
    faqState: { status: statusOf(faqQuery), onRetry: () => void faqQuery.refetch() },
  };
}
