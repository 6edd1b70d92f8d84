import { expect, type Page } from '@playwright/test';
import { exactly } from '../support/access';
import { demoGet } from '../support/demo';
import { openAs } from '../support/signIn';

/** Courses of the demo seed (packages/api-mocks/src/seed/learning) as the aluno sees them. */
export const COURSES = {
  /** On the catalogue's first page; neither enrolled in nor a favourite. */
  notEnrolled: 2,
  /** In 'Continue de onde você parou!' and on the catalogue's first page. */
  inProgress: 4,
  /** Finished, with a certificate. */
  finishedCertified: 6,
  blocked: 17,
} as const;

export type SeedContent = {
  id: number;
  isBlocked?: boolean;
  isReleased?: boolean;
  status?: { progress?: number };
};

export const courseTitle = async (page: Page, id: number) =>
  (await demoGet<{ data: { title: string } }>(page, `/api/decola/course/list/id/${id}`)).data.title;

export const contentsOf = async (page: Page, id: number) =>
  (await demoGet<{ data: SeedContent[] }>(page, `/api/decola/courses/${id}/contents`)).data;

/** Signed in as the aluno, on the course's page, its title shown. */
export async function openCourse(page: Page, id: number): Promise<string> {
  await openAs(page, `/student/course/${id}`);
  // Back on the course once signed in: the demo now answers the aluno's calls.
  await expect(page).toHaveURL(exactly(`/student/course/${id}`));
  const title = await courseTitle(page, id);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

export const courseActions = (page: Page) => page.getByRole('group', { name: 'Ações do curso' });
