import type { BrowserContext } from '@playwright/test';
import { CONTENTS, VIEWER_COURSE } from '../viewer/viewerSupport';

type Status = { progress: number; checkpoint?: number | null };

/**
 * The audio's status as the server keeps it, asked with the journey's session from outside the
 * page. The mock API serves every journey of the run from one state: each reads what was there
 * before it.
 */
export async function audioStatusOnServer(context: BrowserContext): Promise<Status> {
  const answer = await context.request.get(
    `/api/decola/courses/${VIEWER_COURSE}/contents/${CONTENTS.audio}`,
  );
  return ((await answer.json()) as { data: { status: Status } }).data.status;
}
