import { DEMO_PASSWORD, demoControls } from '@decola/api-mocks/node';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { contentQuery } from '../api/contents';
import { courseQuery } from '../api/courses';
import { ASKED_AHEAD } from '../common/askedAhead';
import { signIn } from '../routes/home/signIn';
import { signedIn } from '../session/signedIn';
import { askFirstQueries } from './firstQueries';
import { queryClient } from './queryClient';

const STUDENT = { login: 'aluno@decola.dev', password: DEMO_PASSWORD };
const COURSE = 1;
const PAGE = new URL('http://portal.test/student/course/1');

const settled = (queryKey: readonly unknown[]) =>
  vi.waitFor(() => {
    const state = queryClient.getQueryState(queryKey);
    expect(state?.fetchStatus).toBe('idle');
    expect(state?.status).not.toBe('pending');
    return state;
  });

describe('askFirstQueries', () => {
  it("asks for a course's detail, enrolment and contents as soon as its route is known", async () => {
    await signIn(STUDENT, null);
    askFirstQueries('course', { course_id: String(COURSE) }, PAGE);
    for (const query of [
      courseQuery.detail(COURSE),
      courseQuery.enrollment(COURSE),
      contentQuery.list({ courseId: COURSE }),
    ]) {
      expect((await settled(query.queryKey))?.status).toBe('success');
    }
    expect(queryClient.getQueryData(courseQuery.detail(COURSE).queryKey)).toMatchObject({
      id: COURSE,
    });
  });

  it('asks nothing for an id that is not a number, nor for a tab without a session', async () => {
    await signIn(STUDENT, null);
    const cached = queryClient.getQueryCache().getAll().length;
    askFirstQueries('course', { course_id: 'curso-inexistente' }, PAGE);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(cached);
    signedIn.clear();
    askFirstQueries('course', { course_id: String(COURSE) }, PAGE);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(cached);
  });

  it('a failure met ahead is the screen’s answer: mounting does not ask again', async () => {
    await signIn(STUDENT, null);
    demoControls.addFault('getCourseEnrollment', { kind: 'status', status: 500 }, 1);
    askFirstQueries('course', { course_id: String(COURSE) }, PAGE);
    const enrollment = courseQuery.enrollment(COURSE);
    expect((await settled(enrollment.queryKey))?.status).toBe('error');

    const fetchQuery = vi.spyOn(queryClient.getQueryCache().find(enrollment)!, 'fetch');
    const observer = new QueryObserver(queryClient, { ...enrollment, ...ASKED_AHEAD });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(fetchQuery).not.toHaveBeenCalled();
    unsubscribe();
  });
});
